package site

import (
	"strings"
	"testing"
)

func TestSrcsetAttrs(t *testing.T) {
	tests := []struct {
		src  string
		want string // "" for no attributes
	}{
		{"/storage/v1/object/public/contenido/imagenes/a.PNG", `srcset="/storage/v1/render/image/public/contenido/imagenes/a.PNG?width=320 320w, /storage/v1/render/image/public/contenido/imagenes/a.PNG?width=640 640w, /storage/v1/render/image/public/contenido/imagenes/a.PNG?width=960 960w, /storage/v1/render/image/public/contenido/imagenes/a.PNG?width=1280 1280w" sizes="50vw"`},
		{"/storage/v1/object/public/clientes/x/a%20b.jpg", `srcset="/storage/v1/render/image/public/clientes/x/a%20b.jpg?width=320 320w`},
		{"/storage/v1/object/public/clientes/logo.svg", ""},
		{"/storage/v1/object/public/contenido/a,b.png", ""},
		{"/storage/v1/object/public/contenido/a.png?x=1", ""},
		{"https://abc.supabase.co/storage/v1/object/public/contenido/a.png", ""},
		{"", ""},
		{"/storage/v1/object/public/contenido/doc.pdf", ""},
	}
	for _, tt := range tests {
		got := string(srcsetAttrs(tt.src, "50vw"))
		if tt.want == "" && got != "" || !strings.HasPrefix(got, tt.want) {
			t.Errorf("srcsetAttrs(%q) = %q, want %q…", tt.src, got, tt.want)
		}
	}
	if got := string(srcsetAttrs("/storage/v1/object/public/c/a.png", `"><script>`)); !strings.HasSuffix(got, `sizes="&#34;&gt;&lt;script&gt;"`) {
		t.Errorf("sizes not escaped: %s", got)
	}
}

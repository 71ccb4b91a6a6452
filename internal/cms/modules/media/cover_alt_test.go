package media_test

import (
	"net/url"
	"testing"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
)

// TestCoverAltDescribesTheLibraryFile: the alternative text typed for a post's cover describes its
// file in the media library too — a cover picked, uploaded or kept, by an editor who holds the
// blog's view but not the library's — while a text the library already has is kept.
func TestCoverAltDescribesTheLibraryFile(t *testing.T) {
	e := cmstest.New(t, "in-process")
	png := cmstest.PNGBytes(t)
	for _, p := range []string{"biblioteca/sin-texto.png", "biblioteca/con-texto.png", "biblioteca/guardada.png"} {
		putFile(t, e, "contenido", p, png, false)
	}
	admin := e.SignedInAdmin(t)
	described := mustRow(t, e, "contenido", "biblioteca/con-texto.png")
	cmstest.WantStatus(t, admin.PostForm("/admin/media/"+id(described.ID), cmstest.Form("texto_alternativo", "Texto de la biblioteca")), 303)
	e.InsertRows(t, "roles_permisos", []map[string]any{{"rol_nombre": "redaccion", "vista_slug": "blog", "puede_ver": true}})
	ana := e.Account(t, "ana@example.com", "redaccion", false, map[string]any{"nombre": "Ana Ruiz"})
	editor := e.Browser(t).SignIn("ana@example.com")
	post := func(title string, kv ...string) url.Values {
		return cmstest.Form(append([]string{"titulo", title, "autor", ana, "cuerpo", "Hola", "estado", "publicado"}, kv...)...)
	}
	kept := e.InsertRows(t, "blog_entradas", []map[string]any{{"titulo": "Guardada", "slug": "guardada", "autor": ana,
		"cuerpo": "Hola", "estado": "publicado", "portada": "biblioteca/guardada.png"}})[0]

	cases := []struct {
		name, path, want string
		send             func() cmstest.Reply
	}{
		{"picked from the library", "biblioteca/sin-texto.png", "Equipo en la oficina", func() cmstest.Reply {
			return editor.PostForm("/admin/blog/nuevo", post("Elegida", "portada_biblioteca", "biblioteca/sin-texto.png", "portada_alt", "Equipo en la oficina"))
		}},
		{"uploaded with the post", "blog/subida-portada.png", "Puerto al amanecer", func() cmstest.Reply {
			return editor.PostMultipart("/admin/blog/nuevo", post("Subida", "portada_alt", "Puerto al amanecer"), "portada", "subida-portada.png", png)
		}},
		{"the library's own text is kept", "biblioteca/con-texto.png", "Texto de la biblioteca", func() cmstest.Reply {
			return editor.PostForm("/admin/blog/nuevo", post("Con texto", "portada_biblioteca", "biblioteca/con-texto.png", "portada_alt", "Otro texto"))
		}},
		{"the cover kept, its text typed now", "biblioteca/guardada.png", "Mesa de trabajo", func() cmstest.Reply {
			editor.Do("GET", "/admin/blog/"+id(kept), "", "") // opened as an editor would
			return editor.PostForm("/admin/blog/"+id(kept), post("Guardada", "slug", "guardada", "portada_alt", "Mesa de trabajo"))
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			cmstest.WantStatus(t, c.send(), 303)
			if got := mustRow(t, e, "contenido", c.path).Alt(); got != c.want {
				t.Errorf("the library's text of %s: %q, want %q", c.path, got, c.want)
			}
		})
	}
}

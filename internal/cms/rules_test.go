package cms

import (
	"reflect"
	"strings"
	"testing"
)

func TestWithActivo(t *testing.T) {
	cases := []struct {
		in     []string
		activo bool
		want   []string
	}{
		{nil, true, []string{"CMS"}},
		{[]string{}, false, []string{}},
		{[]string{"ERP"}, true, []string{"ERP", "CMS"}},
		{[]string{"cms", "ERP"}, true, []string{"cms", "ERP"}},
		{[]string{"Cms"}, true, []string{"Cms"}},
		{[]string{"ERP", "CMS", "Portal"}, false, []string{"ERP", "Portal"}},
		{[]string{"cms", "ERP", "Cms", "Portal", " CMS "}, false, []string{"ERP", "Portal"}},
		{[]string{"CMSX", "ERP"}, false, []string{"CMSX", "ERP"}},
		{[]string{"CMSX"}, true, []string{"CMSX", "CMS"}},
	}
	for _, c := range cases {
		if got := WithActivo(c.in, c.activo); !reflect.DeepEqual(got, c.want) {
			t.Errorf("WithActivo(%q, %v) = %q, want %q", c.in, c.activo, got, c.want)
		}
	}
}

func TestParseActivo(t *testing.T) {
	cases := []struct {
		in       any
		want, ok bool
	}{
		{true, true, true}, {false, false, true}, {"1", true, true}, {"0", false, true},
		{"true", true, true}, {"FALSE", false, true}, {1.0, true, true}, {0.0, false, true},
		{"si", false, false}, {2.0, false, false}, {"", false, false}, {nil, false, false}, {[]any{}, false, false},
	}
	for _, c := range cases {
		got, ok := ParseActivo(c.in)
		if got != c.want || ok != c.ok {
			t.Errorf("ParseActivo(%#v) = %v, %v; want %v, %v", c.in, got, ok, c.want, c.ok)
		}
	}
}

func TestRoleNames(t *testing.T) {
	for _, name := range []string{"ventas", "diseño gráfico", "soporte_2", "a-b", "x", strings.Repeat("ñ", 50)} {
		if !ValidRoleName(name) {
			t.Errorf("%q rejected", name)
		}
	}
	for _, name := range []string{"", "a/b", "x;drop", "<b>", strings.Repeat("a", 51), "tab\tname"} {
		if ValidRoleName(name) {
			t.Errorf("%q accepted", name)
		}
	}
	if NormalizeRole("  Diseño Gráfico ") != "diseño gráfico" {
		t.Error("NormalizeRole")
	}
}

func TestAdminChecks(t *testing.T) {
	const designated = "Direccion@Example.com"
	cases := []struct {
		p                Principal
		roles, employees bool
	}{
		{Principal{Rol: "administrador"}, true, true},
		{Principal{Rol: " Admin "}, true, true},
		{Principal{Rol: "ADMINISTRADOR"}, true, true},
		{Principal{Rol: "ventas"}, false, false},
		{Principal{Rol: "ventas", MetaAdmin: true}, true, true},
		{Principal{Rol: "ventas", Email: "direccion@example.com"}, true, false},
		{Principal{Rol: "", Email: "otro@example.com"}, false, false},
		{Principal{Rol: "administradores"}, false, false},
	}
	for _, c := range cases {
		if got := c.p.CanManageRoles(designated); got != c.roles {
			t.Errorf("%+v CanManageRoles = %v", c.p, got)
		}
		if got := c.p.CanManageEmployees(); got != c.employees {
			t.Errorf("%+v CanManageEmployees = %v", c.p, got)
		}
	}
	if (Principal{Email: ""}).CanManageRoles("") {
		t.Error("empty ADMIN_EMAIL matches an empty e-mail")
	}
}

func TestViewsAndStandardRoles(t *testing.T) {
	if len(Views) != 18 || !IsView("contactos") || IsView("Contenido") {
		t.Error("views")
	}
	for _, r := range []string{"ventas", "proyectos", "administrador", "recepcion", "mercadeo", "contabilidad"} {
		if !IsStandardRole(r) {
			t.Errorf("%s is standard", r)
		}
	}
}

func TestStoredFileName(t *testing.T) {
	cases := map[string]string{
		"foto.JPG":               "foto.jpg",
		"Mi Foto (1).Png":        "Mi_Foto__1_.png",
		"logo_final-v2.svg":      "logo_final-v2.svg",
		"año nuevo.jpeg":         "a_o_nuevo.jpeg",
		`C:\fakepath\banner.gif`: "banner.gif",
		"../../etc/passwd.png":   "passwd.png",
		"archivo.tar.GZ":         "archivo_tar.gz",
		".png":                   "_.png",
		"sin-extension":          "sin-extension",
	}
	for in, want := range cases {
		if got := StoredFileName(in); got != want {
			t.Errorf("StoredFileName(%q) = %q, want %q", in, got, want)
		}
	}
	if ContentImagePath("a.png") != "imagenes/a.png" || ClientLogoPath(3, "l.svg") != "3/logos/l.svg" {
		t.Error("paths")
	}
}

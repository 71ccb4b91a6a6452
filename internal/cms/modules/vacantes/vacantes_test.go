package vacantes_test

import (
	"bytes"
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/cmstest"
)

var samplePDF = []byte("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n")

func validOpening(kv ...string) url.Values {
	f := cmstest.Form("titulo", "Desarrolladora Go", "modalidad", "remoto", "tipo", "Jornada completa",
		"descripcion", "<p>Backend.</p><script>alert(1)</script>", "estado", "publicado")
	for i := 0; i+1 < len(kv); i += 2 {
		f.Set(kv[i], kv[i+1])
	}
	return f
}

// apply stores an application with its CV as a visitor's would be (CV in the private bucket).
func apply(t *testing.T, e *cmstest.Env, opening int64, name, estado string) int64 {
	t.Helper()
	c := e.Svc.Client()
	path := fmt.Sprintf("%d/%s.pdf", opening, strings.ReplaceAll(strings.ToLower(name), " ", "-"))
	if err := c.Create(context.Background(), c.Anon(), "postulaciones", path, bytes.NewReader(samplePDF)); err != nil {
		t.Fatal(err)
	}
	return e.InsertRows(t, "postulaciones", []map[string]any{{"vacante": opening, "nombre": name, "email": "x@ejemplo.com",
		"cv": path, "consentimiento": true, "estado": estado}})[0]
}

func TestOpenings(t *testing.T) {
	for _, transport := range cmstest.Transports {
		t.Run(transport, func(t *testing.T) {
			e := cmstest.New(t, transport)
			b := e.SignedInAdmin(t)
			dep := e.InsertRows(t, "departamentos", []map[string]any{{"nombre": "Tecnología"}})[0]

			cases := []struct {
				change []string
				fields map[string]string
			}{
				{[]string{"titulo", " "}, map[string]string{"titulo": "Escriba el título de la vacante."}},
				{[]string{"titulo", strings.Repeat("x", 201)}, map[string]string{"titulo": "El título admite como máximo 200 caracteres."}},
				{[]string{"slug", "Con Espacios"}, map[string]string{"slug": "La dirección solo puede llevar letras minúsculas sin tildes, números y guiones (máximo 120)."}},
				{[]string{"departamento", "999"}, map[string]string{"departamento": "Elija un departamento de la lista."}},
				{[]string{"modalidad", "a distancia"}, map[string]string{"modalidad": "Elija la modalidad: presencial, remoto o híbrido."}},
				{[]string{"tipo", ""}, map[string]string{"tipo": "Escriba el tipo de contrato o jornada (por ejemplo, «Jornada completa»)."}},
				{[]string{"salario_min", "mucho"}, map[string]string{"salario_min": "Escriba el salario en euros brutos al año, sin decimales."}},
				{[]string{"salario_min", "50000", "salario_max", "40000"}, map[string]string{"salario_max": "El salario mínimo no puede superar al máximo."}},
				{[]string{"fecha_cierre", "12/31/2026"}, map[string]string{"fecha_cierre": cms.MsgDateInvalid}},
				{[]string{"estado", "programado"}, map[string]string{"publicar_en": "Indique cuándo se publica."}},
			}
			for _, c := range cases {
				r := b.PostForm("/admin/vacantes/nueva", validOpening(c.change...))
				cmstest.WantStatus(t, r, http.StatusUnprocessableEntity)
				got := cmstest.FieldErrors(r.Body)
				for k, want := range c.fields {
					if got[k] != want {
						t.Errorf("%v: %s = %q, want %q (all: %v)", c.change, k, got[k], want, got)
					}
				}
			}
			if n := e.CountRows(t, "vacantes", "", nil); n != 0 {
				t.Fatalf("%d refused openings stored", n)
			}

			r := b.PostForm("/admin/vacantes/nueva", validOpening("departamento", fmt.Sprint(dep), "salario_min", "38.000", "salario_max", "48000", "fecha_cierre", "31/12/2099"))
			cmstest.WantStatus(t, r, http.StatusSeeOther)
			r = b.PostForm("/admin/vacantes/nueva", validOpening())
			cmstest.WantStatus(t, r, http.StatusUnprocessableEntity)
			if got := cmstest.FieldErrors(r.Body)["slug"]; got != "Ya hay una vacante con esta dirección; elija otra." {
				t.Errorf("taken slug: %q", got)
			}
			var rows []struct {
				ID          int64
				Slug        string
				Descripcion string
				SalarioMin  int64  `json:"salario_min"`
				Estado      string `json:"estado"`
			}
			c := e.Svc.Client()
			if _, err := c.From("vacantes", c.Service()).Select("id,slug,descripcion,salario_min,estado").Get(context.Background(), &rows); err != nil || len(rows) != 1 {
				t.Fatalf("%v %v", rows, err)
			}
			o := rows[0]
			if o.Slug != "desarrolladora-go" || strings.Contains(o.Descripcion, "script") || o.SalarioMin != 38000 || o.Estado != "publicado" {
				t.Fatalf("stored %+v", o)
			}
			other := e.InsertRows(t, "vacantes", []map[string]any{{"titulo": "Comercial", "slug": "comercial", "modalidad": "presencial", "tipo": "Temporal", "cerrada": true}})[0]
			apply(t, e, o.ID, "Ana Ruiz", "nueva")
			apply(t, e, o.ID, "Luis Gil", "revisada")
			apply(t, e, other, "Eva Sol", "nueva")

			// The list: counts per opening in a fixed number of requests, whatever the openings.
			before := e.PlatformCalls.Load()
			r = b.Do("GET", "/admin/vacantes/", "", "")
			cmstest.WantStatus(t, r, http.StatusOK)
			calls := e.PlatformCalls.Load() - before
			if !strings.Contains(r.Body, "2 (1 nuevas)") || !strings.Contains(r.Body, "Cerrada") || !strings.Contains(r.Body, "Abierta") {
				t.Fatalf("list without counts or open state:\n%s", r.Body)
			}
			for i := range 6 {
				e.InsertRows(t, "vacantes", []map[string]any{{"titulo": "Más", "slug": fmt.Sprintf("mas-%d", i), "modalidad": "remoto", "tipo": "Temporal"}})
			}
			before = e.PlatformCalls.Load()
			b.Do("GET", "/admin/vacantes/", "", "")
			if more := e.PlatformCalls.Load() - before; more != calls {
				t.Errorf("list with 8 openings took %d platform requests, with 2 it took %d (N+1)", more, calls)
			}

			// Applications of one opening; bulk status; notes.
			r = b.Do("GET", fmt.Sprintf("/admin/vacantes/%d/postulaciones", o.ID), "", "")
			cmstest.WantStatus(t, r, http.StatusOK)
			ids := cmstest.RowIDs(r.Body)
			if len(ids) != 2 || strings.Contains(r.Body, "Eva Sol") {
				t.Fatalf("applications %v", ids)
			}
			f := cmstest.Form("estado", "entrevista")
			f["id"] = ids
			r = b.PostForm(fmt.Sprintf("/admin/vacantes/%d/postulaciones/lote", o.ID), f)
			cmstest.WantStatus(t, r, http.StatusSeeOther)
			if n := e.CountRows(t, "postulaciones", "estado", "entrevista"); n != 2 {
				t.Fatalf("%d applications in entrevista, want 2", n)
			}
			// Ids of another opening are not touched through this one.
			evaID := fmt.Sprint(e.InsertRows(t, "postulaciones", []map[string]any{{"vacante": other, "nombre": "Otra", "email": "o@e.es", "cv": "x.pdf", "consentimiento": true}})[0])
			f = cmstest.Form("estado", "contratada", "id", evaID)
			b.PostForm(fmt.Sprintf("/admin/vacantes/%d/postulaciones/lote", o.ID), f)
			if n := e.CountRows(t, "postulaciones", "estado", "contratada"); n != 0 {
				t.Fatal("bulk change reached another opening's application")
			}
			r = b.PostForm(fmt.Sprintf("/admin/vacantes/%d/postulaciones/%s", o.ID, ids[0]), cmstest.Form("estado", "rara", "notas", "x"))
			cmstest.WantStatus(t, r, http.StatusUnprocessableEntity)
			r = b.PostForm(fmt.Sprintf("/admin/vacantes/%d/postulaciones/%s", o.ID, ids[0]), cmstest.Form("estado", "contratada", "notas", "Buena entrevista"))
			cmstest.WantStatus(t, r, http.StatusSeeOther)
			r = b.Do("GET", fmt.Sprintf("/admin/vacantes/%d/postulaciones/%s", o.ID, ids[0]), "", "")
			if !strings.Contains(r.Body, "Buena entrevista") || !strings.Contains(r.Body, `value="contratada" selected`) {
				t.Fatalf("detail without the notes or status:\n%s", r.Body)
			}

			// Trash: the opening leaves the list.
			r = b.PostForm(fmt.Sprintf("/admin/vacantes/%d/eliminar", other), cmstest.Form())
			cmstest.WantStatus(t, r, http.StatusSeeOther)
			if r = b.Do("GET", "/admin/vacantes/", "", ""); strings.Contains(r.Body, "Comercial") {
				t.Error("trashed opening still listed")
			}
		})
	}
}

// The CV is downloaded through a signed URL that stops working after a few minutes.
func TestCVSignedURLExpires(t *testing.T) {
	e, b, o, a := openingWithApplication(t)
	r := b.Do("GET", fmt.Sprintf("/admin/vacantes/%d/postulaciones/%d/cv", o, a), "", "")
	cmstest.WantStatus(t, r, http.StatusSeeOther)
	loc, err := url.Parse(r.Header.Get("Location"))
	if err != nil || !strings.HasPrefix(loc.Path, "/storage/v1/object/sign/postulaciones/") || loc.Query().Get("token") == "" {
		t.Fatalf("Location %q", r.Header.Get("Location"))
	}
	get := func() *httptest.ResponseRecorder {
		rec := httptest.NewRecorder()
		e.Plat.Handler.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, loc.RequestURI(), nil))
		return rec
	}
	if rec := get(); rec.Code != http.StatusOK || !bytes.Equal(rec.Body.Bytes(), samplePDF) {
		t.Fatalf("signed URL at once: %d", rec.Code)
	}
	e.Plat.Clock.Advance(4 * time.Minute)
	if rec := get(); rec.Code != http.StatusOK {
		t.Fatalf("signed URL after 4 minutes: %d", rec.Code)
	}
	e.Plat.Clock.Advance(2 * time.Minute)
	if rec := get(); rec.Code == http.StatusOK || !strings.Contains(rec.Body.String(), "xpired") {
		t.Fatalf("signed URL after 6 minutes: %d %s", rec.Code, rec.Body)
	}
	// Without the view: 403, and no link.
	e.Account(t, "ventas@example.com", "ventas", false, nil)
	other := e.Browser(t).SignIn("ventas@example.com")
	if r := other.Do("GET", fmt.Sprintf("/admin/vacantes/%d/postulaciones/%d/cv", o, a), "", ""); r.Status != http.StatusForbidden {
		t.Fatalf("a role without the view: %d", r.Status)
	}
}

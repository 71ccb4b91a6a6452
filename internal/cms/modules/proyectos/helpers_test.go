package proyectos_test

import (
	"bytes"
	"context"
	"mime/multipart"
	"net/url"
	"regexp"
	"testing"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
)

// fixture is a CMS with a service category and a client to file projects under.
type fixture struct {
	e        *cmstest.Env
	b        *cmstest.Browser
	category int64
	client   int64
}

func newFixture(t *testing.T, transport string) fixture {
	t.Helper()
	e := cmstest.New(t, transport)
	f := fixture{e: e, b: e.SignedInAdmin(t)}
	f.category = e.InsertRows(t, "categoria-servicios", []map[string]any{{"name": "Desarrollo web", "slug": "desarrollo-web"}})[0]
	clientCat := e.InsertRows(t, "categorias", []map[string]any{{"nombre": "Comercio"}})[0]
	f.client = e.InsertRows(t, "clientes", []map[string]any{{"nombre": "Café Montaña", "categoria": clientCat}})[0]
	return f
}

// postFiles posts a multipart form with the given text fields and files (field → bytes; each file
// is named <field>.png).
func postFiles(t *testing.T, b *cmstest.Browser, path string, fields url.Values, files map[string][]byte) cmstest.Reply {
	t.Helper()
	var buf bytes.Buffer
	mw := multipart.NewWriter(&buf)
	for k, vs := range fields {
		for _, v := range vs {
			_ = mw.WriteField(k, v)
		}
	}
	for field, content := range files {
		fw, err := mw.CreateFormFile(field, field+".png")
		if err != nil {
			t.Fatal(err)
		}
		_, _ = fw.Write(content)
	}
	_ = mw.Close()
	return b.Do("POST", path, mw.FormDataContentType(), buf.String())
}

// image is a row of proyecto_imagenes as the tests read it.
type image struct {
	ID               int64  `json:"id"`
	Ruta             string `json:"ruta"`
	TextoAlternativo string `json:"texto_alternativo"`
	Orden            int    `json:"orden"`
}

// gallery reads a project's images in order, with the service role.
func gallery(t *testing.T, e *cmstest.Env, project int64) []image {
	t.Helper()
	c := e.Svc.Client()
	var rows []image
	if _, err := c.From("proyecto_imagenes", c.Service()).Select("id,ruta,texto_alternativo,orden").Eq("proyecto", project).
		Order("orden", false).Order("id", false).Get(context.Background(), &rows); err != nil {
		t.Fatal(err)
	}
	return rows
}

// insertEach inserts rows one by one (their keys differ) and answers their ids.
func insertEach(t *testing.T, e *cmstest.Env, table string, rows []map[string]any) []int64 {
	t.Helper()
	ids := make([]int64, len(rows))
	for i, r := range rows {
		ids[i] = e.InsertRows(t, table, []map[string]any{r})[0]
	}
	return ids
}

// fieldErrorPattern is a message next to a field, the field's name in its id; this form's names
// carry numbers (resultado_cifra_2, imagen_alt_17).
var fieldErrorPattern = regexp.MustCompile(`<p class="field-error" id="e-([a-z0-9_]+)">([^<]*)</p>`)

// fieldErrors are the messages shown next to fields on a page.
func fieldErrors(body string) map[string]string {
	out := map[string]string{}
	for _, m := range fieldErrorPattern.FindAllStringSubmatch(body, -1) {
		out[m[1]] = cmstest.UnescapeHTML(m[2])
	}
	return out
}

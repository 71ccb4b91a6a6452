package web_test

import (
	"bytes"
	"context"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"mime/multipart"
	"net/http/httptest"
	"net/url"
	"regexp"
	"strings"
	"testing"
	"time"
)

// insertRows writes rows to a table through /rest/v1 as the service role and returns their ids.
func (e *cmsEnv) insertRows(t testing.TB, table string, rows []map[string]any) []int64 {
	t.Helper()
	var created []struct{ ID int64 }
	c := e.svc.Client()
	if err := c.From(table, c.Service()).Insert(context.Background(), rows, &created); err != nil {
		t.Fatalf("insert into %s: %v", table, err)
	}
	ids := make([]int64, len(created))
	for i, r := range created {
		ids[i] = r.ID
	}
	return ids
}

// countRows counts a table's rows matching column=eq.value (all rows when column is "").
func (e *cmsEnv) countRows(t testing.TB, table, column string, value any) int64 {
	t.Helper()
	c := e.svc.Client()
	q := c.From(table, c.Service()).Select("id").Limit(1).Count()
	if column != "" {
		q = q.Eq(column, value)
	}
	var rows []struct{ ID int64 }
	n, err := q.Get(context.Background(), &rows)
	if err != nil {
		t.Fatal(err)
	}
	return n
}

// signedInAdmin is a browser signed in as an administrator.
func (e *cmsEnv) signedInAdmin(t *testing.T) *browser {
	t.Helper()
	e.account(t, "jefa@example.com", "administrador", false, nil)
	return e.browser(t).signIn("jefa@example.com")
}

// stamp is the i-th creation time of seeded rows, a minute apart (later i is newer).
func stamp(i int) string {
	return time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC).Add(time.Duration(i) * time.Minute).Format(time.RFC3339)
}

var fieldErrorPattern = regexp.MustCompile(`<p class="field-error" id="e-([a-z_]+)">([^<]*)</p>`)

// fieldErrors are the messages shown next to fields on a page.
func fieldErrors(body string) map[string]string {
	out := map[string]string{}
	for _, m := range fieldErrorPattern.FindAllStringSubmatch(body, -1) {
		out[m[1]] = unescapeHTML(m[2])
	}
	return out
}

// rowIDs are the data-id attributes of a list's rows, in page order.
func rowIDs(body string) []string {
	var ids []string
	for _, m := range regexp.MustCompile(`<tr data-id="([^"]+)"`).FindAllStringSubmatch(body, -1) {
		ids = append(ids, m[1])
	}
	return ids
}

func unescapeHTML(s string) string {
	return strings.NewReplacer("&#39;", "'", "&amp;", "&", "&lt;", "<", "&gt;", ">", "&#34;", `"`).Replace(s)
}

func wantStatus(t *testing.T, r reply, status int) {
	t.Helper()
	if r.status != status {
		t.Fatalf("status %d, want %d: %s", r.status, status, r.body)
	}
}

func form(kv ...string) url.Values {
	v := url.Values{}
	for i := 0; i+1 < len(kv); i += 2 {
		v.Set(kv[i], kv[i+1])
	}
	return v
}

func idText(id int64) string { return fmt.Sprint(id) }

// postMultipart posts a multipart form with one file (none when fileName is "").
func (b *browser) postMultipart(path string, fields url.Values, fileField, fileName string, content []byte) reply {
	b.t.Helper()
	var buf bytes.Buffer
	mw := multipart.NewWriter(&buf)
	for k, vs := range fields {
		for _, v := range vs {
			_ = mw.WriteField(k, v)
		}
	}
	if fileName != "" {
		fw, err := mw.CreateFormFile(fileField, fileName)
		if err != nil {
			b.t.Fatal(err)
		}
		_, _ = fw.Write(content)
	}
	_ = mw.Close()
	return b.do("POST", path, mw.FormDataContentType(), buf.String())
}

// pngBytes is a small valid PNG image.
func pngBytes(t testing.TB) []byte {
	t.Helper()
	img := image.NewRGBA(image.Rect(0, 0, 8, 4))
	for x := range 8 {
		for y := range 4 {
			img.Set(x, y, color.RGBA{R: 30, G: 95, B: 191, A: 255})
		}
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

const svgLogo = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="#1f5fbf"/></svg>`

func newRecorder() *httptest.ResponseRecorder { return httptest.NewRecorder() }

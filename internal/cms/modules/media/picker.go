package media

import (
	"net/http"
	"strings"

	"github.com/vitrina/vitrina/internal/cms/shell"
)

// pickerSize is how many files one page of the picker shows.
const pickerSize = 40

// pickedFile is a file as the picker shows it.
type pickedFile struct {
	ID     int64  `json:"id"`
	Bucket string `json:"bucket"`
	Ruta   string `json:"ruta"`
	Nombre string `json:"nombre"`
	Alt    string `json:"texto_alternativo"`
	URL    string `json:"url"`
}

// pickerList is GET /admin/media/elegir (JSON): the images of one bucket (`bucket`; an unknown one
// is contenido) or, without `bucket`, of every public bucket (a page block may show any), for an
// image field's picker, newest first, found by `buscar`, `pagina` from 1:
// {"archivos": [...], "total": n}. Only images are read, so the total and the pages count them.
func (m *module) pickerList(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	lq := listQuery{Buscar: strings.TrimSpace(q.Get("buscar")), ImagesOnly: true}
	if name := q.Get("bucket"); name != "" {
		b, ok := bucketNamed(name)
		if !ok {
			b, _ = bucketNamed("contenido")
		}
		lq.Bucket = b.Name
	}
	page := 1
	if p := shell.ParsePaging(map[string][]string{"page": {q.Get("pagina")}}); p.Page > 1 {
		page = p.Page
	}
	files, total, err := m.list(r.Context(), shell.UserOf(r).Token, lq, (page-1)*pickerSize, pickerSize)
	if err != nil {
		status, msg := m.Shell.FailureMessage(err)
		shell.WriteJSON(w, status, map[string]string{"error": msg})
		return
	}
	out := make([]pickedFile, 0, len(files))
	for _, f := range files {
		out = append(out, pickedFile{ID: f.ID, Bucket: f.Bucket, Ruta: f.Ruta, Nombre: f.Nombre, Alt: f.Alt(), URL: m.Shell.FileURL(f.Bucket, f.Ruta)})
	}
	shell.WriteJSON(w, http.StatusOK, map[string]any{"archivos": out, "total": total, "pagina": page, "por_pagina": pickerSize})
}

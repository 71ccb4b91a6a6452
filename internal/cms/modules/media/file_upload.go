package media

import (
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"regexp"
	"strings"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/shell"
)

// defaultFolder is where uploads to the library go unless the editor names another folder.
const defaultFolder = "biblioteca"

// uploadData is the upload form: the buckets it offers and its defaults.
type uploadData struct {
	Buckets []bucket
	Bucket  string
	Carpeta string
}

func newUploadData() uploadData {
	return uploadData{Buckets: buckets(), Bucket: cms.BucketContent, Carpeta: defaultFolder}
}

// folderPattern is a folder editors may upload to: segments of A-Z a-z 0-9 _ -, at most five deep.
var folderPattern = regexp.MustCompile(`^[A-Za-z0-9_-]{1,60}(/[A-Za-z0-9_-]{1,60}){0,4}$`)

// uploaded is the answer to one file of an upload.
type uploaded struct {
	Name   string `json:"nombre"`
	Bucket string `json:"bucket,omitempty"`
	Path   string `json:"ruta,omitempty"`
	URL    string `json:"url,omitempty"` // the stored file's address (the picker shows and picks it)
	Error  string `json:"error,omitempty"`
}

// uploadForm is POST /admin/media/subir: the files of `archivos` (several at once; the page's
// script sends them one per request to show each one's progress) go to `bucket`/`carpeta`, each
// checked from its bytes and stored through the upload workflow (cms.Service.SaveWithFile: a path
// already in the library is refused, never overwritten). The platform then lists each in medios.
// A script (Accept: application/json) gets {"archivos": [...]} with each file's path or error; a
// form gets the library again with a message.
func (m *module) uploadForm(w http.ResponseWriter, r *http.Request) {
	msg := m.Shell.ParseUploadForm(w, r)
	b, okBucket := bucketNamed(r.FormValue("bucket"))
	folder := strings.Trim(strings.TrimSpace(r.FormValue("carpeta")), "/")
	if folder == "" {
		folder = defaultFolder
	}
	fields := cms.FieldMessages{}
	switch {
	case msg != "":
		fields["archivos"] = msg
	case !okBucket:
		fields["bucket"] = MsgBucketInvalid
	case !folderPattern.MatchString(folder):
		fields["carpeta"] = MsgFolderInvalid
	}
	var results []uploaded
	if len(fields) == 0 {
		results = m.storeAll(r, b, folder)
		if len(results) == 0 {
			fields["archivos"] = MsgNoFiles
		}
	}
	if len(fields) > 0 {
		m.uploadRefused(w, r, fields)
		return
	}
	m.uploadAnswer(w, r, b.Name, folder, results)
}

// storeAll checks and stores every chosen file, one by one.
func (m *module) storeAll(r *http.Request, b bucket, folder string) []uploaded {
	var out []uploaded
	for _, c := range m.Shell.FormUploads(r, "archivos", b.Kinds) {
		res := uploaded{Name: c.Original, Error: c.Refused}
		if c.Upload != nil {
			target := cms.FileTarget{Field: "archivos", Bucket: b.Name, Table: table, Column: "ruta",
				Path: func(name string) string { return folder + "/" + name }}
			err := m.Svc.SaveWithFile(r.Context(), shell.UserOf(r).Token, target, c.Upload.File(), func(path string) error {
				res.Bucket, res.Path, res.URL = b.Name, path, m.Shell.FileURL(b.Name, path)
				return nil
			})
			c.Upload.Close()
			var fe *cms.FormError
			switch {
			case errors.As(err, &fe):
				res.Error = fe.Fields["archivos"]
			case err != nil:
				res.Error = cms.MsgStoreFailed
			}
		}
		out = append(out, res)
	}
	return out
}

// uploadRefused answers a refused upload form: JSON for the script, the library with the messages
// next to the fields for a form.
func (m *module) uploadRefused(w http.ResponseWriter, r *http.Request, fields cms.FieldMessages) {
	if shell.WantsJSON(r) {
		var msgs []string
		for _, v := range fields {
			msgs = append(msgs, v)
		}
		shell.WriteJSON(w, http.StatusUnprocessableEntity, map[string]any{"error": strings.Join(msgs, " "), "campos": fields})
		return
	}
	d := listData{Upload: uploadData{Buckets: buckets(), Bucket: r.FormValue("bucket"), Carpeta: r.FormValue("carpeta")}}
	m.renderList(w, r, http.StatusUnprocessableEntity, d, shell.ParsePagingOf(url.Values{}, librarySize), fields)
}

// uploadAnswer reports the stored and refused files: per file in JSON (201 when every file was
// stored, 422 when none was, 207 otherwise), or as the flash over the folder's listing.
func (m *module) uploadAnswer(w http.ResponseWriter, r *http.Request, bucketName, folder string, results []uploaded) {
	stored := 0
	var failed []string
	for _, res := range results {
		if res.Error == "" {
			stored++
		} else {
			failed = append(failed, fmt.Sprintf("«%s»: %s", res.Name, res.Error))
		}
	}
	if shell.WantsJSON(r) {
		status := http.StatusCreated
		switch {
		case stored == 0:
			status = http.StatusUnprocessableEntity
		case len(failed) > 0:
			status = http.StatusMultiStatus
		}
		shell.WriteJSON(w, status, map[string]any{"archivos": results})
		return
	}
	if stored == 0 {
		m.uploadRefused(w, r, cms.FieldMessages{"archivos": strings.Join(failed, " ")})
		return
	}
	msg := msgUploadedOne
	if stored != 1 {
		msg = fmt.Sprintf(msgUploadedMany, stored)
	}
	if len(failed) > 0 {
		msg += " " + fmt.Sprintf(MsgUploadSomeFail, strings.Join(failed, " "))
	}
	back := "/admin/media/?" + url.Values{"bucket": {bucketName}, "carpeta": {folder}}.Encode()
	m.Shell.Saved(w, r, msg, back)
}

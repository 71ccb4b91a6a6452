package shell

import (
	"net/http"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/records"
)

// describeImage gives the file a record now shows (path, or the one it kept when path is "") the
// alternative text typed for it, in the media library, when the library has none: the library then
// no longer lists the file as lacking one. The editor may not hold the library's view, so the write
// is the service role's, bounded to that one file and to a text the editor just gave it; a failure
// is logged and the save stands.
func (a *App) describeImage(r *http.Request, t cms.FileTarget, path, alt string) {
	ctx := r.Context()
	if path == "" {
		var err error
		if path, err = a.svc.RecordedFile(ctx, UserOf(r).Token, t); err != nil || path == "" {
			if err != nil {
				a.logger.WarnContext(ctx, "describe an image: read the record's file", "error", err)
			}
			return
		}
	}
	c := a.svc.Client()
	if err := records.FillAltText(ctx, c, c.Service(), t.Bucket, path, alt); err != nil {
		a.logger.WarnContext(ctx, "describe an image in the library", "bucket", t.Bucket, "path", path, "error", err)
	}
}

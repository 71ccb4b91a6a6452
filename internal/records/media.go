package records

import (
	"context"
	"strings"

	"github.com/vitrina/vitrina/internal/platformclient"
)

// The media library (table medios, view media) describes the stored files: a version that changes
// with the file (for cache-busting addresses), an alternative text and a title.

// MediaFile is a row of medios.
type MediaFile struct {
	Bucket           string  `json:"bucket"`
	Ruta             string  `json:"ruta"`
	Version          *string `json:"version"`
	TextoAlternativo *string `json:"texto_alternativo"`
	Titulo           *string `json:"titulo"`
}

// FileVersions reads the bucket, path and version of the files of the buckets at the paths given.
func FileVersions(ctx context.Context, c *platformclient.Client, buckets, paths []string) ([]MediaFile, error) {
	var rows []MediaFile
	_, err := c.From("medios", c.Anon()).Select("bucket,ruta,version").
		In("bucket", buckets).In("ruta", paths). // both, so the library's (bucket, ruta) key serves the lookup
		Get(ctx, &rows)
	return rows, wrap("read file versions", err)
}

// AltText reads the library's alternative text of a file ("" without one).
func AltText(ctx context.Context, c *platformclient.Client, bucket, path string) (string, error) {
	var rows []MediaFile
	if _, err := c.From("medios", c.Anon()).Select("texto_alternativo").
		Eq("bucket", bucket).Eq("ruta", path).Limit(1).Get(ctx, &rows); err != nil {
		return "", wrap("read an alternative text", err)
	}
	if len(rows) == 0 || rows[0].TextoAlternativo == nil {
		return "", nil
	}
	return strings.TrimSpace(*rows[0].TextoAlternativo), nil
}

// DescribeFiles sets the alternative text and title of the files of bucket whose path matches
// pattern (a LIKE pattern, * for any run of characters).
func DescribeFiles(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, bucket, pattern, alt, title string) error {
	return wrap("describe files", c.From("medios", cred).Eq("bucket", bucket).Filter("ruta", "like", pattern).
		Update(ctx, Fields{"texto_alternativo": alt, "titulo": title}, nil))
}

// DescribeFile sets the alternative text and title of one file.
func DescribeFile(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, bucket, path, alt, title string) error {
	return wrap("describe a file", c.From("medios", cred).Eq("bucket", bucket).Eq("ruta", path).
		Update(ctx, Fields{"texto_alternativo": alt, "titulo": title}, nil))
}

// FillAltText gives a file of the library the alternative text alt when it has none yet (an
// editor's text there is kept): the text typed for a cover becomes the file's description.
func FillAltText(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, bucket, path, alt string) error {
	return wrap("fill an alternative text", c.From("medios", cred).Eq("bucket", bucket).Eq("ruta", path).
		Or("texto_alternativo.is.null", `texto_alternativo.eq.""`).Update(ctx, Fields{"texto_alternativo": alt}, nil))
}

// SetAltTexts gives the files of the library with the ids given the same alternative text ("" or
// nil clears it), and says how many it changed.
func SetAltTexts(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, ids []string, alt *string) (int, error) {
	var changed []struct{ ID int64 }
	err := c.From("medios", cred).Select("id").In("id", ids).Update(ctx, Fields{"texto_alternativo": alt}, &changed)
	return len(changed), wrap("set alternative texts", err)
}

package theme

import (
	"archive/zip"
	"bytes"
	"io/fs"
	"os"
	"path"
)

// LoadDir loads the theme in a folder.
func LoadDir(dir string, pages []string) (*Theme, []Problem) {
	return Load(os.DirFS(dir), pages)
}

// LoadZip loads a zipped theme: theme.json at the archive's root, or in its only top folder (the
// zip of a folder). The archive is read in memory within MaxBytes.
func LoadZip(data []byte, pages []string) (*Theme, []Problem) {
	if len(data) > MaxBytes {
		return nil, []Problem{{Rule: RuleArchive, Detail: "over 8 MB"}}
	}
	zr, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		return nil, []Problem{{Rule: RuleArchive, Detail: err.Error()}}
	}
	var fsys fs.FS = zr
	if _, err := fs.Stat(zr, ManifestFile); err != nil {
		top, _ := fs.ReadDir(zr, ".")
		if len(top) == 1 && top[0].IsDir() {
			if sub, err := fs.Sub(zr, path.Clean(top[0].Name())); err == nil {
				fsys = sub
			}
		}
	}
	return Load(fsys, pages)
}

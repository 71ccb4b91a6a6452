package cms

import (
	"fmt"
	"path/filepath"
	"strings"
)

// Buckets of interface.md's stored files.
const (
	BucketContent = "contenido"
	BucketClients = "clientes"
)

// StoredFileName applies interface.md's rule: the uploaded base name with every character outside
// A-Z a-z 0-9 _ - replaced by _, then "." and the lowercase original extension.
func StoredFileName(original string) string {
	base := filepath.Base(strings.ReplaceAll(original, `\`, "/"))
	ext := filepath.Ext(base)
	stem := strings.TrimSuffix(base, ext)
	var b strings.Builder
	for _, r := range stem {
		if r < 128 && (r >= 'A' && r <= 'Z' || r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '_' || r == '-') {
			b.WriteRune(r)
		} else {
			b.WriteByte('_')
		}
	}
	name := b.String()
	if name == "" {
		name = "_"
	}
	if ext == "" {
		return name
	}
	return name + "." + strings.ToLower(strings.TrimPrefix(ext, "."))
}

// ContentImagePath is where a content item's featured image is stored in bucket contenido.
func ContentImagePath(fileName string) string { return "imagenes/" + fileName }

// ProjectImagePath is where an image of a project's gallery is stored in bucket contenido.
func ProjectImagePath(fileName string) string { return "proyectos/" + fileName }

// ClientLogoPath is where a client's logo is stored in bucket clientes.
func ClientLogoPath(categoria int64, fileName string) string {
	return fmt.Sprintf("%d/logos/%s", categoria, fileName)
}

// Accepted upload kinds (contract §4), checked from the bytes.
var (
	ContentImageKinds = []string{"image/jpeg", "image/png", "image/webp", "image/gif"}
	ClientLogoKinds   = []string{"image/png", "image/jpeg", "image/svg+xml"}
)

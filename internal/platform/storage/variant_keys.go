package storage

import (
	"crypto/sha256"
	"encoding/hex"
	"path"
	"regexp"
	"strings"
)

// variantKey is where the variant called name of o's current version is stored.
func variantKey(o object, name string) string { return o.blobKey() + variantsSuffix + "/" + name }

// variantETag is the variant's strong validator: a hash of the original's content hash and the
// variant's parameters, which determine its bytes (the same encoder on every instance).
func variantETag(o object, name string) string {
	sum := sha256.Sum256([]byte(o.Metadata.ETag + "\x00" + name))
	return `"` + hex.EncodeToString(sum[:16]) + `"`
}

// isVariantKey reports whether key is a variant's (bucket/…/<uuid>.variants/<variant name>), and
// returns the key of the version it belongs to.
func isVariantKey(key string) (version string, ok bool) {
	dir, name := path.Split(key)
	dir = strings.TrimSuffix(dir, "/")
	if !strings.HasSuffix(dir, variantsSuffix) || !variantNamePattern().MatchString(name) {
		return "", false
	}
	version = strings.TrimSuffix(dir, variantsSuffix)
	if !uuidPattern().MatchString(path.Base(version)) {
		return "", false
	}
	return version, true
}

func variantNamePattern() *regexp.Regexp {
	return regexp.MustCompile(`^w\d+-h\d+-(cover|contain|fill)-q\d+\.(jpg|png|gif|webp)$`)
}

func uuidPattern() *regexp.Regexp {
	return regexp.MustCompile(`^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$`)
}

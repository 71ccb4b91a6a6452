package storage

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Limits on names. Object keys follow S3's 1024-byte limit; a segment becomes a directory or file
// name in the local blob store, so it stays within the usual 255-byte file-name limit.
const (
	maxKeyBytes     = 1024
	maxSegmentBytes = 255
	maxBucketBytes  = 100
)

// reservedBucket reports whether id is a word the routes use after /object/: a bucket so named
// could not be reached.
func reservedBucket(id string) bool {
	switch id {
	case "list", "list-v2", "sign", "public", "authenticated", "info", "upload", "move", "copy":
		return true
	}
	return false
}

// validKey reports whether key is an acceptable object name: valid UTF-8, 1–1024 bytes, relative
// (no leading slash), no empty, `.` or `..` segments, no segment over 255 bytes, no backslash and no
// control characters (NUL included). Such a key can only name a place below its bucket.
func validKey(key string) bool {
	if key == "" || len(key) > maxKeyBytes || !utf8.ValidString(key) {
		return false
	}
	for _, r := range key {
		if r == '\\' || unicode.IsControl(r) || r == utf8.RuneError {
			return false
		}
	}
	for seg := range strings.SplitSeq(key, "/") {
		if seg == "" || seg == "." || seg == ".." || len(seg) > maxSegmentBytes {
			return false
		}
	}
	return true
}

// validBucketID reports whether id is an acceptable bucket id or name: 1–100 ASCII letters,
// digits, `_`, `-` or `.`, not starting with a dot, and not a word the routes reserve. Stricter
// than Supabase (which allows a few more punctuation characters), so that a bucket id is always a
// safe directory name.
func validBucketID(id string) bool {
	if id == "" || len(id) > maxBucketBytes || id[0] == '.' || reservedBucket(id) {
		return false
	}
	for i := 0; i < len(id); i++ {
		c := id[i]
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '-' || c == '.') {
			return false
		}
	}
	return true
}

// checkObjectPath validates a bucket id and key taken from a URL, in Storage's error terms.
func checkObjectPath(bucket, key string) *Error {
	if !validBucketID(bucket) {
		return errNoSuchBucket()
	}
	if !validKey(key) {
		return errInvalidKey(printableKey(key))
	}
	return nil
}

// printableKey is key as it may appear in an error message: control characters escaped and long
// keys cut, so the message stays readable and bounded.
func printableKey(key string) string {
	const limit = 200
	var b strings.Builder
	for i, r := range key {
		if i >= limit {
			b.WriteString("…")
			break
		}
		if unicode.IsControl(r) || r == utf8.RuneError {
			b.WriteString(strings.Trim(strconv.QuoteRune(r), "'"))
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}

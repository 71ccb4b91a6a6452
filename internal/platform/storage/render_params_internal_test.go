package storage

import (
	"errors"
	"net/url"
	"testing"
)

// FuzzParseTransform feeds arbitrary queries to the render parameters' parser: it either refuses
// them with Storage's 400 InvalidRequest or returns values within bounds whose variant name is
// one that deletion and the orphan sweep recognise.
func FuzzParseTransform(f *testing.F) {
	for _, s := range []string{"width=640", "width=320&height=200&resize=contain&quality=60", "format=origin", "resize=fill&height=1",
		"width=0", "width=-1", "width=2501", "quality=19", "quality=abc", "resize=", "format=webp", "width=1e3", "width=%00", "width=640&width=1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, raw string) {
		q, err := url.ParseQuery(raw)
		if err != nil {
			return
		}
		tr, err := parseTransform(q)
		if err != nil {
			var se *Error
			if !errors.As(err, &se) || se.httpStatus() != 400 || se.Code != "InvalidRequest" || se.Message == "" {
				t.Fatalf("%q: %v", raw, err)
			}
			return
		}
		if tr.width < 0 || tr.width > maxRenderSide || tr.height < 0 || tr.height > maxRenderSide ||
			tr.quality < minRenderQuality || tr.quality > 100 {
			t.Fatalf("%q: out of bounds %+v", raw, tr)
		}
		key := "b/x/0f8fad5b-d9cb-469f-a165-70867728950e" + variantsSuffix + "/" + tr.variantName("webp")
		if _, ok := isVariantKey(key); !ok {
			t.Fatalf("%q: variant name %q not recognised", raw, key)
		}
	})
}

package storage

import (
	"fmt"
	"net/url"
	"strconv"

	"github.com/vitrina/vitrina/internal/imaging"
)

// Bounds of the transformation parameters, as Supabase's image service accepts them.
const (
	maxRenderSide    = 2500
	minRenderQuality = 20
)

// transform is a checked set of render parameters; zero width or height means "from the other
// one and the aspect ratio", and zero quality the default.
type transform struct {
	width, height int
	fit           imaging.Fit
	quality       int
	origin        bool // format=origin: keep the original's format even when WebP is accepted
}

// parseTransform reads width, height, resize, quality and format from a render URL's query (other
// parameters, such as token or version, are not its business). The errors are Storage's
// InvalidRequest, worded as its schema validator words them.
func parseTransform(q url.Values) (transform, error) {
	t := transform{fit: imaging.Cover, quality: imaging.DefaultQuality}
	var err error
	if t.width, err = intParam(q, "width", 1, maxRenderSide); err != nil {
		return transform{}, err
	}
	if t.height, err = intParam(q, "height", 1, maxRenderSide); err != nil {
		return transform{}, err
	}
	if q.Has("quality") {
		if t.quality, err = intParam(q, "quality", minRenderQuality, 100); err != nil {
			return transform{}, err
		}
	}
	if v := q.Get("resize"); v != "" || q.Has("resize") {
		switch imaging.Fit(v) {
		case imaging.Cover, imaging.Contain, imaging.Fill:
			t.fit = imaging.Fit(v)
		default:
			return transform{}, errInvalidRequest("querystring/resize must be equal to one of the allowed values: cover, contain, fill")
		}
	}
	if q.Has("format") {
		if q.Get("format") != "origin" {
			return transform{}, errInvalidRequest("querystring/format must be equal to one of the allowed values: origin")
		}
		t.origin = true
	}
	return t, nil
}

// intParam reads an optional integer parameter within [lo, hi]; 0 when absent.
func intParam(q url.Values, name string, lo, hi int) (int, error) {
	if !q.Has(name) {
		return 0, nil
	}
	v, err := strconv.Atoi(q.Get(name))
	switch {
	case err != nil:
		return 0, errInvalidRequest("querystring/" + name + " must be integer")
	case v < lo:
		return 0, errInvalidRequest(fmt.Sprintf("querystring/%s must be >= %d", name, lo))
	case v > hi:
		return 0, errInvalidRequest(fmt.Sprintf("querystring/%s must be <= %d", name, hi))
	}
	return v, nil
}

// variantName is the file name of the variant t makes in format f: every parameter spelled out,
// so two requests share a variant exactly when they would render the same bytes.
func (t transform) variantName(f imaging.Format) string {
	return fmt.Sprintf("w%d-h%d-%s-q%d.%s", t.width, t.height, t.fit, t.quality, f.Extension())
}

// box is the resize the transform asks for.
func (t transform) box() imaging.Box {
	return imaging.Box{Width: t.width, Height: t.height, Fit: t.fit}
}

// transformBody is the `transform` of a sign request, as supabase-js sends it.
type transformBody struct {
	Width   int    `json:"width"`
	Height  int    `json:"height"`
	Resize  string `json:"resize"`
	Quality int    `json:"quality"`
	Format  string `json:"format"`
}

// query checks the transformation and returns it as a render URL's query ("" for none).
func (b *transformBody) query() (string, error) {
	if b == nil {
		return "", nil
	}
	q := url.Values{}
	for _, p := range []struct {
		name string
		v    int
	}{{"width", b.Width}, {"height", b.Height}, {"quality", b.Quality}} {
		if p.v != 0 {
			q.Set(p.name, strconv.Itoa(p.v))
		}
	}
	if b.Resize != "" {
		q.Set("resize", b.Resize)
	}
	if b.Format != "" {
		q.Set("format", b.Format)
	}
	if _, err := parseTransform(q); err != nil {
		return "", err
	}
	if len(q) == 0 {
		q.Set("resize", string(imaging.Cover)) // still a render URL
	}
	return q.Encode(), nil
}

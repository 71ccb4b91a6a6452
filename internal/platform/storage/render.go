package storage

import (
	"mime"
	"net/http"
	"net/url"
	"strings"

	"github.com/vitrina/vitrina/internal/imaging"
	"github.com/vitrina/vitrina/internal/platform/gateway"
)

// immutableFor is the Cache-Control of an object or a variant whose URL names the object's version
// (?version=<version>): those bytes never change, since a new upload is a new version.
const immutableFor = "max-age=31536000, immutable"

// renderImage is GET/HEAD /render/image/public/… and /render/image/authenticated/…: the object,
// read as the matching /object route reads it, transformed by the query's width, height, resize,
// quality and format.
func (s *Service) renderImage(mode readMode) handlerFunc {
	return func(w http.ResponseWriter, r *http.Request, p params) {
		t, err := parseTransform(r.URL.Query())
		if err != nil {
			s.fail(w, r, err)
			return
		}
		o, err := s.readableObject(r, p, mode)
		if err != nil {
			s.fail(w, r, err)
			return
		}
		s.serveRendered(w, r, o, t, mode == readPublic)
	}
}

// renderSigned is GET/HEAD /render/image/sign/{bucket}/{key}?token=…: the token is the permission,
// and the transformation it was signed with (if any) wins over the query's.
func (s *Service) renderSigned(w http.ResponseWriter, r *http.Request, p params) {
	o, claims, err := s.signedObject(w, r, p)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	q := r.URL.Query()
	if claims.Transformations != "" {
		q, _ = url.ParseQuery(claims.Transformations) // written by signURL from checked values
	}
	t, err := parseTransform(q)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.serveRendered(w, r, o, t, false)
}

// serveRendered answers the variant t of o: WebP when the client accepts it (unless
// format=origin) and its encoding fits the memory budget, else the original's format. SVG is sent as it is (with the same headers as a
// download); other types that are not raster images are refused.
func (s *Service) serveRendered(w http.ResponseWriter, r *http.Request, o object, t transform, public bool) {
	mimeType := baseMimeType(o.Metadata.Mimetype)
	format, ok := imaging.FormatOfType(mimeType)
	if !ok {
		if mimeType == "image/svg+xml" {
			s.serveObject(w, r, o, public)
			return
		}
		s.fail(w, r, errInvalidMimeType(mimeType))
		return
	}
	original := format
	if !t.origin && acceptsWebP(r.Header.Get("Accept")) {
		format = imaging.WebP
	}
	name := t.variantName(format)
	h := w.Header()
	h.Set("ETag", variantETag(o, name))
	h.Set("Cache-Control", cacheControlOf(r, o, public))
	if !t.origin {
		h.Add("Vary", "Accept")
	}
	if inm := r.Header.Get("If-None-Match"); inm != "" && strings.Contains(inm, h.Get("ETag")) {
		w.WriteHeader(http.StatusNotModified) // the variant's bytes follow from its name: no render
		return
	}
	v, format, err := s.variant(r.Context(), o, t, format, original, gateway.ClientAddress(r))
	if err != nil {
		for _, k := range []string{"ETag", "Cache-Control", "Vary"} {
			h.Del(k)
		}
		s.fail(w, r, err)
		return
	}
	defer v.Close()
	h.Set("ETag", variantETag(o, t.variantName(format))) // the original's format when WebP would not fit
	h.Set("Content-Type", format.MimeType())
	h.Set("X-Content-Type-Options", "nosniff")
	sendContent(w, r, o.UpdatedAt.Time, v)
}

// acceptsWebP reports whether an Accept header names image/webp with a quality above zero (a
// bare */* does not count: browsers that decode WebP say so).
func acceptsWebP(accept string) bool {
	for _, part := range strings.Split(accept, ",") {
		mt, params, err := mime.ParseMediaType(strings.TrimSpace(part))
		if err != nil || mt != "image/webp" {
			continue
		}
		return params["q"] == "" || strings.Trim(params["q"], "0.") != ""
	}
	return false
}

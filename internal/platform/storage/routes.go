package storage

import (
	"net/http"
	"strings"
)

// params are the parts of a matched path.
type params struct {
	bucket string // {bucket} or {id}
	key    string // {key...}: the rest of the path, slashes included, not yet validated
}

type handlerFunc func(http.ResponseWriter, *http.Request, params)

type route struct {
	method  string // GET routes also answer HEAD
	pattern []string
	handle  handlerFunc
}

// routeTable lists Storage's routes, most specific first: the first match wins. The router is
// hand-written rather than an http.ServeMux because ServeMux redirects paths containing `..` or
// `//`, and Storage must answer those with InvalidKey instead.
func (s *Service) routeTable() []route {
	table := []struct {
		method, pattern string
		handle          handlerFunc
	}{
		{http.MethodGet, "/bucket", s.listBuckets},
		{http.MethodPost, "/bucket", s.createBucket},
		{http.MethodGet, "/bucket/{bucket}", s.getBucket},
		{http.MethodPut, "/bucket/{bucket}", s.updateBucket},
		{http.MethodDelete, "/bucket/{bucket}", s.deleteBucket},
		{http.MethodPost, "/bucket/{bucket}/empty", s.emptyBucket},
		{http.MethodPost, "/object/move", s.moveObject},
		{http.MethodPost, "/object/copy", s.copyObject},
		{http.MethodPost, "/object/upload/sign/{bucket}/{key...}", s.signUpload},
		{http.MethodPut, "/object/upload/sign/{bucket}/{key...}", s.uploadSigned},
		{http.MethodPost, "/object/list/{bucket}", s.listObjects},
		{http.MethodPost, "/object/list-v2/{bucket}", s.listObjectsV2},
		{http.MethodPost, "/object/sign/{bucket}", s.signObjects},
		{http.MethodPost, "/object/sign/{bucket}/{key...}", s.signObject},
		{http.MethodGet, "/object/sign/{bucket}/{key...}", s.getSignedObject},
		{http.MethodGet, "/render/image/public/{bucket}/{key...}", s.renderImage(readPublic)},
		{http.MethodGet, "/render/image/authenticated/{bucket}/{key...}", s.renderImage(readAuthenticated)},
		{http.MethodGet, "/render/image/sign/{bucket}/{key...}", s.renderSigned},
		{http.MethodGet, "/object/public/{bucket}/{key...}", s.getObject(readPublic)},
		{http.MethodGet, "/object/authenticated/{bucket}/{key...}", s.getObject(readAuthenticated)},
		{http.MethodGet, "/object/info/public/{bucket}/{key...}", s.infoObject(readPublic)},
		{http.MethodGet, "/object/info/authenticated/{bucket}/{key...}", s.infoObject(readAuthenticated)},
		{http.MethodGet, "/object/info/{bucket}/{key...}", s.infoObject(readOptional)},
		{http.MethodGet, "/object/{bucket}/{key...}", s.getObject(readOptional)},
		{http.MethodPost, "/object/{bucket}/{key...}", s.createObject},
		{http.MethodPut, "/object/{bucket}/{key...}", s.updateObject},
		{http.MethodDelete, "/object/{bucket}/{key...}", s.deleteObject},
		{http.MethodDelete, "/object/{bucket}", s.deleteObjects},
	}
	routes := make([]route, len(table))
	for i, t := range table {
		routes[i] = route{method: t.method, pattern: strings.Split(strings.TrimPrefix(t.pattern, "/"), "/"), handle: t.handle}
	}
	return routes
}

// match finds the route for method and path (the decoded path, service prefix stripped).
func match(routes []route, method, path string) (handlerFunc, params, bool) {
	if method == http.MethodHead {
		method = http.MethodGet
	}
	segs := strings.Split(strings.TrimPrefix(path, "/"), "/")
	for _, rt := range routes {
		if rt.method != method {
			continue
		}
		if p, ok := matchPattern(rt.pattern, segs); ok {
			return rt.handle, p, true
		}
	}
	return nil, params{}, false
}

func matchPattern(pattern, segs []string) (params, bool) {
	var p params
	for i, want := range pattern {
		if want == "{key...}" {
			if i >= len(segs) {
				return params{}, false
			}
			p.key = strings.Join(segs[i:], "/")
			return p, true
		}
		if i >= len(segs) {
			return params{}, false
		}
		switch want {
		case "{bucket}":
			if segs[i] == "" {
				return params{}, false
			}
			p.bucket = segs[i]
		default:
			if segs[i] != want {
				return params{}, false
			}
		}
	}
	return p, len(segs) == len(pattern)
}

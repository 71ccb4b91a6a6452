// Package httpgzip owns the compression of HTTP responses: which responses are worth compressing
// (text types — HTML, CSS, JavaScript, JSON, SVG, XML — above MinSize; never images or anything
// already encoded), the gzip middleware every answer of the server passes through, and the
// one-shot compression of bytes a cache keeps.
//
// Only gzip: brotli would save a few more percent, but no pure-Go brotli encoder is among the
// modules this project may use (see docs/decisions/2026-11-23-editor-only-gzip.md), and gzip is what every client accepts.
package httpgzip

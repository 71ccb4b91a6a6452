package storage_test

import (
	"bytes"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"

	"github.com/vitrina/vitrina/internal/platform/platformtest"
)

// Benchmarks run over a real socket (httptest.Server) against the whole platform handler, writing
// to a real directory, so the figures include HTTP, the MIME sniff, the MD5, fsync and the rename.
// BenchmarkDiskWrite measures the same filesystem's own write+fsync speed in the same run, so
// throughput can be reported as a ratio. The 100 MiB cases run when VITRINA_BENCH_LARGE=1.

var benchSizes = []struct {
	name string
	size int
}{{"1KiB", 1 << 10}, {"1MiB", 1 << 20}, {"100MiB", 100 << 20}}

func skipLarge(b *testing.B, size int) {
	if size > 1<<20 && os.Getenv("VITRINA_BENCH_LARGE") == "" {
		b.Skip("set VITRINA_BENCH_LARGE=1 for the 100 MiB case")
	}
}

// payload is a PNG header followed by filler, streamed from one reused block: detected as
// image/png, accepted by contenido, and cheap to generate so the client does not skew the figures.
type payload struct {
	block []byte
	size  int64
	off   int64
}

func payloadBlock(tb testing.TB) []byte {
	block := make([]byte, 64<<10)
	for i := range block {
		block[i] = byte(i)
	}
	copy(block, pngBytes(tb))
	return block
}

func (p *payload) Read(b []byte) (int, error) {
	if p.off >= p.size {
		return 0, io.EOF
	}
	// The header only at offset 0; afterwards the block is reused from its second half.
	start := p.off % int64(len(p.block))
	if p.off >= int64(len(p.block)) {
		start = int64(len(p.block))/2 + p.off%(int64(len(p.block))/2)
	}
	n := copy(b[:min(int64(len(b)), p.size-p.off)], p.block[start:])
	p.off += int64(n)
	return n, nil
}

func benchServer(b *testing.B) (*platformtest.Env, *httptest.Server, string) {
	b.Helper()
	e := platformtest.New(b, withUploadLimit(200<<20))
	if _, err := e.DB.Exec(b.Context(), "UPDATE storage_buckets SET file_size_limit = NULL"); err != nil {
		b.Fatal(err)
	}
	srv := httptest.NewServer(e.Handler)
	b.Cleanup(srv.Close)
	return e, srv, e.UserToken(userID, "bench@example.com")
}

func upload(tb testing.TB, srv *httptest.Server, token, key string, body io.Reader, size int) {
	tb.Helper()
	req, _ := http.NewRequest("PUT", srv.URL+"/storage/v1/object/contenido/"+key, body)
	req.ContentLength = int64(size)
	req.Header.Set("Authorization", "Bearer "+token)
	req.Header.Set("Content-Type", "application/octet-stream")
	res, err := srv.Client().Do(req)
	if err != nil {
		tb.Fatal(err)
	}
	_, _ = io.Copy(io.Discard, res.Body)
	_ = res.Body.Close()
	if res.StatusCode != 200 {
		tb.Fatalf("upload: %d", res.StatusCode)
	}
}

func BenchmarkUpload(b *testing.B) {
	for _, s := range benchSizes {
		b.Run(s.name, func(b *testing.B) {
			skipLarge(b, s.size)
			_, srv, token := benchServer(b)
			block := payloadBlock(b)
			b.SetBytes(int64(s.size))
			b.ReportAllocs()
			i := 0
			for b.Loop() {
				upload(b, srv, token, fmt.Sprintf("bench/%d.png", i%16), &payload{block: block, size: int64(s.size)}, s.size)
				i++
			}
		})
	}
}

func BenchmarkDownload(b *testing.B) {
	for _, s := range benchSizes {
		b.Run(s.name, func(b *testing.B) {
			skipLarge(b, s.size)
			_, srv, token := benchServer(b)
			upload(b, srv, token, "bench/x.png", &payload{block: payloadBlock(b), size: int64(s.size)}, s.size)
			b.SetBytes(int64(s.size))
			b.ReportAllocs()
			for b.Loop() {
				res, err := srv.Client().Get(srv.URL + "/storage/v1/object/public/contenido/bench/x.png")
				if err != nil {
					b.Fatal(err)
				}
				n, _ := io.Copy(io.Discard, res.Body)
				_ = res.Body.Close()
				if res.StatusCode != 200 || n != int64(s.size) {
					b.Fatalf("download: %d, %d bytes", res.StatusCode, n)
				}
			}
		})
	}
}

// BenchmarkDiskWrite is the disk's own speed for what an upload must do at least: create a file,
// write it sequentially, fsync it.
func BenchmarkDiskWrite(b *testing.B) {
	for _, s := range benchSizes {
		b.Run(s.name, func(b *testing.B) {
			skipLarge(b, s.size)
			dir := b.TempDir()
			buf := bytes.Repeat([]byte{7}, min(s.size, 256<<10))
			b.SetBytes(int64(s.size))
			i := 0
			for b.Loop() {
				diskWrite(b, filepath.Join(dir, fmt.Sprintf("f%d", i%16)), buf, s.size)
				i++
			}
		})
	}
}

func diskWrite(tb testing.TB, name string, buf []byte, size int) {
	f, err := os.Create(name)
	if err != nil {
		tb.Fatal(err)
	}
	for left := size; left > 0; left -= len(buf) {
		if _, err := f.Write(buf[:min(left, len(buf))]); err != nil {
			tb.Fatal(err)
		}
	}
	if err := f.Sync(); err != nil {
		tb.Fatal(err)
	}
	if err := f.Close(); err != nil {
		tb.Fatal(err)
	}
}

// BenchmarkList lists a bucket of 10 000 objects (rows inserted directly; listing reads no bytes):
// the top level (folders folded in SQL) and the first page of one folder.
func BenchmarkList(b *testing.B) {
	e, _, token := benchServer(b)
	ctx := b.Context()
	meta := `{"eTag":"\"x\"","size":1,"mimetype":"image/png","cacheControl":"no-cache","lastModified":"","contentLength":1,"httpStatusCode":200}`
	for i := range 10000 {
		name := fmt.Sprintf("imagenes/%03d/%05d.png", i%100, i)
		if _, err := e.DB.Exec(ctx, "INSERT INTO storage_objects (id, bucket_id, name, version, metadata) VALUES (?, 'contenido', ?, 'v', ?)",
			fmt.Sprint(i), name, meta); err != nil {
			b.Fatal(err)
		}
	}
	for _, c := range []struct{ name, body string }{
		{"top", `{"prefix":"imagenes"}`},
		{"folder", `{"prefix":"imagenes/042","limit":100}`},
	} {
		b.Run(c.name, func(b *testing.B) {
			for b.Loop() {
				res := e.Do("POST", "/storage/v1/object/list/contenido").As(token).JSON(c.body).Send()
				if res.Code != 200 {
					b.Fatal(res.Body)
				}
			}
		})
	}
}

package archive_test

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"context"
	"io"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/archive"
)

// letters is an endless reader of the letter a.
type letters struct{}

func (letters) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = 'a'
	}
	return len(p), nil
}

// TestImportRefusesAnOversizedRow: a row longer than the most a row may hold (64 MiB; lowered to
// 1 MiB here so that the test writes little) stops the import with a message naming the table, the
// row and the bound, rather than growing the reader's buffer without end.
func TestImportRefusesAnOversizedRow(t *testing.T) {
	ctx := context.Background()
	from, to := open(t, ""), open(t, "")
	var exported bytes.Buffer
	if err := archive.Export(ctx, from.srv.DB(), from.blobs(), &exported, io.Discard); err != nil {
		t.Fatal(err)
	}
	defer archive.SetMaxLine(1 << 20)()
	// The same archive with the first table's rows replaced by one row of 1 MiB and a byte.
	const long = 1<<20 + 1
	gz, err := gzip.NewReader(&exported)
	if err != nil {
		t.Fatal(err)
	}
	src := tar.NewReader(gz)
	pr, pw := io.Pipe()
	go func() {
		zw := gzip.NewWriter(pw)
		dst := tar.NewWriter(zw)
		replaced := ""
		for {
			h, err := src.Next()
			if err == io.EOF {
				break
			}
			if err != nil {
				pw.CloseWithError(err)
				return
			}
			body := io.Reader(src)
			if replaced == "" && strings.HasSuffix(h.Name, ".jsonl") {
				replaced = h.Name
				h.Size = long + 1
				body = io.MultiReader(io.LimitReader(letters{}, long), strings.NewReader("\n"))
			}
			if err := dst.WriteHeader(h); err != nil {
				pw.CloseWithError(err)
				return
			}
			if _, err := io.Copy(dst, body); err != nil {
				pw.CloseWithError(err)
				return
			}
		}
		if err := dst.Close(); err != nil {
			pw.CloseWithError(err)
			return
		}
		pw.CloseWithError(zw.Close())
	}()
	err = archive.Import(ctx, to.srv.DB(), to.blobs(), pr, io.Discard)
	pr.CloseWithError(io.ErrClosedPipe) // the writer stops if the import ended early
	if err == nil || !strings.Contains(err.Error(), "row 1") || !strings.Contains(err.Error(), "1 MiB") {
		t.Fatalf("import of a row of %d bytes: %v, want a refusal naming the row and the bound", long, err)
	}
}

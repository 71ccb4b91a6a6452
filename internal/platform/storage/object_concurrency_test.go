package storage_test

import (
	"bytes"
	"sync"
	"testing"
)

// TestConcurrentWritesOneKey races replacements, creations and deletions of one key: every answer
// is a Storage answer, and afterwards the row and the bytes agree (one version on disk per row).
func TestConcurrentWritesOneKey(t *testing.T) {
	e := newEnv(t)
	png := pngBytes(t)
	const writers = 12
	var wg sync.WaitGroup
	codes := make([]int, writers)
	for i := range writers {
		wg.Go(func() {
			method := []string{"PUT", "POST", "DELETE"}[i%3]
			req := e.Do(method, "/storage/v1/object/contenido/imagenes/race.png").As(e.user)
			if method != "DELETE" {
				req.Body(bytes.NewReader(append(append([]byte{}, png...), byte(i))))
			}
			codes[i] = req.Send().Code
		})
	}
	wg.Wait()
	for i, c := range codes {
		if c != 200 && c != 400 {
			t.Errorf("writer %d got %d", i, c)
		}
	}
	rows := countObjects(t, e)
	got := e.stored(t)
	if rows != len(got) || rows > 1 {
		t.Fatalf("%d rows but files %v", rows, got)
	}
	if rows == 1 {
		res := e.Do("GET", "/storage/v1/object/public/contenido/imagenes/race.png").Send()
		if res.Code != 200 || res.Body.Len() != len(png)+1 {
			t.Fatalf("final object: %d, %d bytes", res.Code, res.Body.Len())
		}
	}
}

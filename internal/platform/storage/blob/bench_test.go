package blob_test

import (
	"bytes"
	"context"
	"fmt"
	"testing"
)

func BenchmarkLocalPut1KiB(b *testing.B) {
	l, _ := newLocal(b)
	data := make([]byte, 1024)
	i := 0
	for b.Loop() {
		if _, err := l.Put(context.Background(), fmt.Sprintf("b/k%d/v%d", i%16, i), bytes.NewReader(data), 2048); err != nil {
			b.Fatal(err)
		}
		i++
	}
}

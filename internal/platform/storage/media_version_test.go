package storage_test

import (
	"testing"

	"github.com/vitrina/vitrina/internal/imaging"
)

// TestLibraryRecordsObjectVersion: the media library's row names the object's stored version after
// an upload, a replacement and a move, in the same transaction as the object's row.
func TestLibraryRecordsObjectVersion(t *testing.T) {
	e := newEnv(t)
	versions := func(name string) (object, listed string) {
		t.Helper()
		if err := e.DB.QueryRow(t.Context(), "SELECT version FROM storage_objects WHERE bucket_id = ? AND name = ?", "contenido", name).Scan(&object); err != nil {
			t.Fatal(err)
		}
		if err := e.DB.QueryRow(t.Context(), "SELECT version FROM medios WHERE bucket = ? AND ruta = ?", "contenido", name).Scan(&listed); err != nil {
			t.Fatal(err)
		}
		return object, listed
	}
	e.put(t, "contenido/fotos/v.png", photo(t, imaging.PNG))
	first, listed := versions("fotos/v.png")
	if listed != first {
		t.Fatalf("uploaded: library %q, object %q", listed, first)
	}
	e.put(t, "contenido/fotos/v.png", photo(t, imaging.PNG)) // a replacement: a new version
	second, listed := versions("fotos/v.png")
	if second == first || listed != second {
		t.Fatalf("replaced: library %q, object %q (was %q)", listed, second, first)
	}
	res := e.Do("POST", "/storage/v1/object/move").As(e.user).
		JSON(`{"bucketId":"contenido","sourceKey":"fotos/v.png","destinationKey":"movidas/v.png"}`).Send()
	if res.Code != 200 {
		t.Fatalf("move: %d %s", res.Code, res.Body)
	}
	if moved, listed := versions("movidas/v.png"); listed != moved {
		t.Fatalf("moved: library %q, object %q", listed, moved)
	}
}

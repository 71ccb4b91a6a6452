package blob

import (
	"os"

	"golang.org/x/sys/unix"
)

// startWriteback asks the kernel to begin writing [off, off+n) of f to disk now, without waiting.
// An upload's final fsync then finds most of the file already written: the disk works while the
// rest of the body still arrives, instead of after it. Failure only loses that overlap.
func startWriteback(f *os.File, off, n int64) {
	_ = unix.SyncFileRange(int(f.Fd()), off, n, unix.SYNC_FILE_RANGE_WRITE)
}

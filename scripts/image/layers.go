package main

import (
	"archive/tar"
	"bytes"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// The build machine's files the image carries.
const (
	hostCACerts  = "/etc/ssl/certs/ca-certificates.crt"
	hostZoneinfo = "/usr/share/zoneinfo"
)

// layerWriter writes a layer's tar with every entry owned by root and dated mtime unless said
// otherwise, so the same inputs give the same bytes.
type layerWriter struct {
	tw    *tar.Writer
	mtime time.Time
}

func (w *layerWriter) dir(name string, mode int64, uid int) error {
	return w.tw.WriteHeader(&tar.Header{Typeflag: tar.TypeDir, Name: name + "/", Mode: mode, Uid: uid, Gid: uid, ModTime: w.mtime})
}

func (w *layerWriter) file(name string, mode int64, data []byte) error {
	if err := w.tw.WriteHeader(&tar.Header{Typeflag: tar.TypeReg, Name: name, Mode: mode, Size: int64(len(data)), ModTime: w.mtime}); err != nil {
		return err
	}
	_, err := w.tw.Write(data)
	return err
}

// baseLayer is what every platform shares: directories, the accounts, CA certificates, time-zone
// data (the binary embeds time/tzdata too; the files serve anything else that looks for them),
// /tmp and the data directory, owned by the vitrina account.
func baseLayer(mtime time.Time) ([]byte, error) {
	var buf bytes.Buffer
	w := &layerWriter{tw: tar.NewWriter(&buf), mtime: mtime}
	for _, d := range []string{"etc", "etc/ssl", "etc/ssl/certs", "usr", "usr/bin", "usr/share"} {
		if err := w.dir(d, 0o755, 0); err != nil {
			return nil, err
		}
	}
	id := strconv.Itoa(userID)
	passwd := "root:x:0:0:root:/root:/sbin/nologin\n" + userName + ":x:" + id + ":" + id + ":Vitrina:" + dataDir + ":/sbin/nologin\n"
	group := "root:x:0:\n" + userName + ":x:" + id + ":\n"
	if err := w.file("etc/passwd", 0o644, []byte(passwd)); err != nil {
		return nil, err
	}
	if err := w.file("etc/group", 0o644, []byte(group)); err != nil {
		return nil, err
	}
	certs, err := os.ReadFile(hostCACerts)
	if err != nil {
		return nil, fmt.Errorf("CA certificates (install ca-certificates): %w", err)
	}
	if err := w.file(strings.TrimPrefix(hostCACerts, "/"), 0o644, certs); err != nil {
		return nil, err
	}
	if err := w.tree(hostZoneinfo); err != nil {
		return nil, fmt.Errorf("time-zone data (install tzdata): %w", err)
	}
	if err := w.dir("tmp", 0o1777, 0); err != nil {
		return nil, err
	}
	if err := w.dir(strings.TrimPrefix(dataDir, "/"), 0o755, userID); err != nil {
		return nil, err
	}
	if err := w.tw.Close(); err != nil { // the trailer, before the bytes are taken
		return nil, err
	}
	return buf.Bytes(), nil
}

// tree copies a host directory under the same path: files, directories and relative symbolic
// links, in name order; a file seen before under another name (a hard link) is written as a link.
// Links that leave the tree (zoneinfo's localtime points at the host's /etc/localtime) are left out.
func (w *layerWriter) tree(root string) error {
	seen := map[uint64]string{}
	return filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		name := strings.TrimPrefix(path, "/")
		info, err := d.Info()
		if err != nil {
			return err
		}
		switch {
		case d.IsDir():
			return w.dir(name, 0o755, 0)
		case d.Type()&fs.ModeSymlink != 0:
			target, err := os.Readlink(path)
			if err != nil {
				return err
			}
			if filepath.IsAbs(target) {
				return nil
			}
			return w.tw.WriteHeader(&tar.Header{Typeflag: tar.TypeSymlink, Name: name, Linkname: target, Mode: 0o777, ModTime: w.mtime})
		case d.Type().IsRegular():
			if st, ok := info.Sys().(*syscall.Stat_t); ok && st.Nlink > 1 {
				if first, ok := seen[st.Ino]; ok {
					return w.tw.WriteHeader(&tar.Header{Typeflag: tar.TypeLink, Name: name, Linkname: first, ModTime: w.mtime})
				}
				seen[st.Ino] = name
			}
			data, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			return w.file(name, 0o644, data)
		}
		return nil
	})
}

// binaryLayer holds one platform's vitrina.
func binaryLayer(path string, mtime time.Time) ([]byte, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var buf bytes.Buffer
	w := &layerWriter{tw: tar.NewWriter(&buf), mtime: mtime}
	if err := w.file(strings.TrimPrefix(binaryPath, "/"), 0o755, data); err != nil {
		return nil, err
	}
	if err := w.tw.Close(); err != nil { // the trailer, before the bytes are taken
		return nil, err
	}
	return buf.Bytes(), nil
}

func opener(b []byte) func() (io.ReadCloser, error) {
	return func() (io.ReadCloser, error) { return io.NopCloser(bytes.NewReader(b)), nil }
}

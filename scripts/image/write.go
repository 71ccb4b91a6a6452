package main

import (
	"archive/tar"
	"encoding/json"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"

	v1 "github.com/google/go-containerregistry/pkg/v1"
	"github.com/google/go-containerregistry/pkg/v1/empty"
	"github.com/google/go-containerregistry/pkg/v1/layout"
)

// writeLayout replaces dir with an OCI layout holding the index, named vitrina:<version> the way
// `docker save` names what it writes, so that `docker load` tags what it reads.
func writeLayout(dir string, idx v1.ImageIndex, st stamp) error {
	if err := os.RemoveAll(dir); err != nil {
		return fmt.Errorf("old layout: %w", err)
	}
	p, err := layout.Write(dir, empty.Index)
	if err != nil {
		return fmt.Errorf("layout: %w", err)
	}
	err = p.AppendIndex(idx, layout.WithAnnotations(map[string]string{
		"org.opencontainers.image.ref.name": st.version,
		"io.containerd.image.name":          "docker.io/library/" + imageName + ":" + st.version,
	}))
	if err != nil {
		return fmt.Errorf("layout: %w", err)
	}
	return nil
}

// writeArchive archives the layout directory (an "oci-archive", which Podman and Docker 25 and later
// load with every platform), entries sorted, times fixed; with a manifest.json beside it naming the
// host-architecture image, as `docker save` writes, for Docker engines that read only that.
func writeArchive(path, dir string, idx v1.ImageIndex, st stamp) error {
	mtime := st.date
	manifest, err := dockerManifest(idx, st)
	if err != nil {
		return err
	}
	f, err := os.Create(path)
	if err != nil {
		return fmt.Errorf("tarball: %w", err)
	}
	defer f.Close()
	tw := tar.NewWriter(f)
	err = filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error { // WalkDir goes in lexical order
		if err != nil || p == dir {
			return err
		}
		rel, err := filepath.Rel(dir, p)
		if err != nil {
			return err
		}
		h := &tar.Header{Name: filepath.ToSlash(rel), Mode: 0o644, ModTime: mtime, Typeflag: tar.TypeReg}
		if d.IsDir() {
			h.Name, h.Mode, h.Typeflag = h.Name+"/", 0o755, tar.TypeDir
			return tw.WriteHeader(h)
		}
		src, err := os.Open(p)
		if err != nil {
			return err
		}
		defer src.Close()
		info, err := src.Stat()
		if err != nil {
			return err
		}
		h.Size = info.Size()
		if err := tw.WriteHeader(h); err != nil {
			return err
		}
		_, err = io.Copy(tw, src)
		return err
	})
	if err != nil {
		return fmt.Errorf("tarball: %w", err)
	}
	if err := tw.WriteHeader(&tar.Header{Name: "manifest.json", Mode: 0o644, ModTime: mtime, Typeflag: tar.TypeReg, Size: int64(len(manifest))}); err != nil {
		return fmt.Errorf("tarball: %w", err)
	}
	if _, err := tw.Write(manifest); err != nil {
		return fmt.Errorf("tarball: %w", err)
	}
	if err := tw.Close(); err != nil {
		return fmt.Errorf("tarball: %w", err)
	}
	return f.Close()
}

// dockerManifest is `docker save`'s manifest.json for the amd64 image, whose blobs the layout holds.
func dockerManifest(idx v1.ImageIndex, st stamp) ([]byte, error) {
	im, err := idx.IndexManifest()
	if err != nil {
		return nil, err
	}
	for _, m := range im.Manifests {
		if m.Platform == nil || m.Platform.Architecture != "amd64" {
			continue
		}
		img, err := idx.Image(m.Digest)
		if err != nil {
			return nil, err
		}
		mf, err := img.Manifest()
		if err != nil {
			return nil, err
		}
		blob := func(h v1.Hash) string { return "blobs/" + h.Algorithm + "/" + h.Hex }
		entry := struct {
			Config   string
			RepoTags []string
			Layers   []string
		}{Config: blob(mf.Config.Digest), RepoTags: []string{imageName + ":" + st.version}}
		for _, l := range mf.Layers {
			entry.Layers = append(entry.Layers, blob(l.Digest))
		}
		return json.Marshal([]any{entry})
	}
	return nil, fmt.Errorf("the index has no linux/amd64 image")
}

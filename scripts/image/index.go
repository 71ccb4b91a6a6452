package main

import (
	"fmt"
	"time"

	v1 "github.com/google/go-containerregistry/pkg/v1"
	"github.com/google/go-containerregistry/pkg/v1/empty"
	"github.com/google/go-containerregistry/pkg/v1/mutate"
	"github.com/google/go-containerregistry/pkg/v1/tarball"
	"github.com/google/go-containerregistry/pkg/v1/types"
)

// labels are the image's org.opencontainers.image annotations, on each config and on the index.
func labels(st stamp) map[string]string {
	return map[string]string{
		"org.opencontainers.image.version":  st.version,
		"org.opencontainers.image.revision": st.commit,
		"org.opencontainers.image.source":   source,
		"org.opencontainers.image.licenses": license,
		"org.opencontainers.image.title":    title,
		"org.opencontainers.image.created":  st.date.Format(time.RFC3339),
	}
}

// buildIndex assembles one image per platform, FROM scratch, and the index over them.
func buildIndex(binaries map[string]string, st stamp) (v1.ImageIndex, error) {
	base, err := baseLayer(st.date)
	if err != nil {
		return nil, err
	}
	var adds []mutate.IndexAddendum
	for _, arch := range platforms {
		img, err := buildImage(base, binaries[arch], arch, st)
		if err != nil {
			return nil, fmt.Errorf("linux/%s image: %w", arch, err)
		}
		adds = append(adds, mutate.IndexAddendum{Add: img, Descriptor: v1.Descriptor{
			Platform: &v1.Platform{OS: "linux", Architecture: arch},
		}})
	}
	idx := mutate.IndexMediaType(empty.Index, types.OCIImageIndex)
	idx = mutate.AppendManifests(idx, adds...)
	return mutate.Annotations(idx, labels(st)).(v1.ImageIndex), nil
}

func buildImage(base []byte, binary, arch string, st stamp) (v1.Image, error) {
	bin, err := binaryLayer(binary, st.date)
	if err != nil {
		return nil, err
	}
	var adds []mutate.Addendum
	for _, l := range []struct {
		data    []byte
		created string
	}{
		{base, "accounts, CA certificates, time-zone data, /tmp and " + dataDir},
		{bin, "COPY vitrina " + binaryPath},
	} {
		layer, err := tarball.LayerFromOpener(opener(l.data), tarball.WithMediaType(types.OCILayer))
		if err != nil {
			return nil, err
		}
		adds = append(adds, mutate.Addendum{Layer: layer, History: v1.History{
			Created: v1.Time{Time: st.date}, CreatedBy: l.created,
		}})
	}
	img := mutate.MediaType(empty.Image, types.OCIManifestSchema1)
	img = mutate.ConfigMediaType(img, types.OCIConfigJSON)
	img, err = mutate.Append(img, adds...)
	if err != nil {
		return nil, err
	}
	cf, err := img.ConfigFile()
	if err != nil {
		return nil, err
	}
	cf = cf.DeepCopy()
	cf.OS, cf.Architecture = "linux", arch
	cf.Created = v1.Time{Time: st.date}
	cf.Author = ""
	cf.Config = v1.Config{
		User:         user(),
		Entrypoint:   entrypoint,
		Cmd:          cmd,
		Env:          env,
		WorkingDir:   dataDir,
		Volumes:      map[string]struct{}{dataDir: {}},
		ExposedPorts: map[string]struct{}{port: {}},
		Labels:       labels(st),
		Healthcheck:  healthConfig(),
	}
	return mutate.ConfigFile(img, cf)
}

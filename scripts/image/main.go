// Command image builds Vitrina's container image without a container engine: an OCI image index
// for linux/amd64 and linux/arm64, FROM scratch, with the static binary, CA certificates, time-zone
// data, a non-root account and the /data volume. It writes an OCI layout directory and one archive
// that `docker load` and `podman load` read.
//
//	go run ./scripts/image [-out dist/image] [-version 1.4.0] [-bin-amd64 path -bin-arm64 path]
//
// Without -bin-* it builds the binaries (CGO_ENABLED=0, stamped with the version, the commit and
// the commit's date); given release binaries it reads their stamp instead. Every timestamp is
// SOURCE_DATE_EPOCH, or the commit's time, so two builds of one commit are the same bytes.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"path/filepath"
	"runtime"
	"time"
)

// platforms are the image's, in index order.
var platforms = []string{"amd64", "arm64"}

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	err := run(ctx, os.Args[1:])
	stop()
	if err != nil {
		fmt.Fprintln(os.Stderr, "image:", err)
		os.Exit(1)
	}
}

func run(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("image", flag.ContinueOnError)
	out := fs.String("out", "dist/image", "directory for the OCI layout (oci/) and the archive")
	ver := fs.String("version", os.Getenv("VERSION"), "version to stamp and tag (default $VERSION, else the exact git tag, else dev)")
	bins := map[string]*string{}
	for _, arch := range platforms {
		bins[arch] = fs.String("bin-"+arch, "", "use this linux/"+arch+" binary instead of building one")
	}
	if err := fs.Parse(args); err != nil {
		return err
	}

	if (*bins["amd64"] == "") != (*bins["arm64"] == "") {
		return errors.New("give both -bin-amd64 and -bin-arm64, from one build, or neither")
	}
	st, err := readStamp(ctx, *ver)
	if err != nil {
		return err
	}
	work, err := os.MkdirTemp("", "vitrina-image-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(work)

	binaries := map[string]string{}
	for _, arch := range platforms {
		if path := *bins[arch]; path != "" {
			binaries[arch] = path
			continue
		}
		path := filepath.Join(work, arch, "vitrina")
		if err := buildBinary(ctx, arch, st, path); err != nil {
			return err
		}
		binaries[arch] = path
	}
	for _, arch := range platforms {
		if err := checkBinary(binaries[arch], arch); err != nil {
			return fmt.Errorf("linux/%s binary %s: %w", arch, binaries[arch], err)
		}
	}
	if *bins["amd64"] != "" || *bins["arm64"] != "" {
		// Given binaries are one release build; the labels say what they say, which the one that
		// runs here reports.
		if st, err = stampOf(ctx, binaries[runtime.GOARCH]); err != nil {
			return fmt.Errorf("linux/%s binary %s: %w", runtime.GOARCH, binaries[runtime.GOARCH], err)
		}
	}

	start := time.Now()
	idx, err := buildIndex(binaries, st)
	if err != nil {
		return err
	}
	layoutDir := filepath.Join(*out, "oci")
	if err := writeLayout(layoutDir, idx, st); err != nil {
		return err
	}
	archive := filepath.Join(*out, "vitrina-"+st.version+".tar")
	if err := writeArchive(archive, layoutDir, idx, st); err != nil {
		return err
	}
	digest, _ := idx.Digest()
	fmt.Printf("image %s:%s (%s) from commit %s, dated %s, in %s\n  %s\n  %s\n",
		imageName, st.version, digest, st.commit, st.date.Format(time.RFC3339), time.Since(start).Round(time.Millisecond), layoutDir, archive)
	return nil
}

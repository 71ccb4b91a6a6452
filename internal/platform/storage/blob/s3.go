package blob

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"time"

	"github.com/minio/minio-go/v7"
	"github.com/minio/minio-go/v7/pkg/credentials"
)

// PartSize is the size of each part of a multipart upload, and so the memory one upload holds
// whatever the file's size: S3's smallest part (5 MiB) allows objects of up to 48 GiB (10,000
// parts), far beyond any upload limit a site sets.
const PartSize = 5 << 20

// S3Config locates an S3-compatible bucket: AWS S3, R2, GCS's S3 API, MinIO, Ceph.
type S3Config struct {
	Bucket    string
	Prefix    string // key prefix inside the bucket, "" or ending in "/"
	Endpoint  string // http(s)://host[:port]; empty: AWS S3
	Region    string
	PathStyle bool // bucket in the path (MinIO, Ceph) rather than in the host name
	AccessKey string
	SecretKey string
}

// ParseS3URL reads STORAGE_URL's form s3://<bucket>[/<prefix>]?endpoint=<url>&region=<region>&path_style=true;
// the credentials come from elsewhere (the configuration's AWS_ACCESS_KEY_ID and
// AWS_SECRET_ACCESS_KEY).
func ParseS3URL(raw string) (S3Config, error) {
	u, err := url.Parse(raw)
	if err != nil || u.Scheme != "s3" || u.Host == "" || u.User != nil || u.Fragment != "" {
		return S3Config{}, fmt.Errorf("storage URL: want s3://<bucket>[/<prefix>]?endpoint=<url>&region=<region>&path_style=true")
	}
	c := S3Config{Bucket: u.Host, Prefix: strings.Trim(u.Path, "/")}
	if c.Prefix != "" {
		if err := checkKey(c.Prefix); err != nil {
			return S3Config{}, fmt.Errorf("storage URL: invalid prefix %q", c.Prefix)
		}
		c.Prefix += "/"
	}
	q := u.Query()
	for k := range q {
		if k != "endpoint" && k != "region" && k != "path_style" {
			return S3Config{}, fmt.Errorf("storage URL: unknown parameter %q (want endpoint, region, path_style)", k)
		}
	}
	c.Endpoint, c.Region = q.Get("endpoint"), q.Get("region")
	if c.Endpoint != "" {
		e, err := url.Parse(c.Endpoint)
		if err != nil || (e.Scheme != "http" && e.Scheme != "https") || e.Host == "" || strings.Trim(e.Path, "/") != "" {
			return S3Config{}, fmt.Errorf("storage URL: endpoint %q: want http(s)://host[:port]", c.Endpoint)
		}
	}
	switch q.Get("path_style") {
	case "", "false":
	case "true":
		c.PathStyle = true
	default:
		return S3Config{}, fmt.Errorf("storage URL: path_style: want true or false")
	}
	return c, nil
}

// S3 is a Store over a bucket of an S3-compatible object store, through minio-go. Put streams an
// upload through one part-sized buffer: a small file is one PUT, a larger one a multipart upload
// that is aborted on any failure, so a partial object is never visible. An upload abandoned by a
// crash stays invisible too, and SweepUploads removes it.
type S3 struct {
	core   minio.Core
	bucket string
	prefix string
	parts  sync.Pool // *[]byte of PartSize
}

// NewS3 connects to the bucket, creating it when it does not exist.
func NewS3(ctx context.Context, c S3Config) (*S3, error) {
	if c.AccessKey == "" || c.SecretKey == "" {
		return nil, errors.New("s3 storage: AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY are required")
	}
	host, secure := "s3.amazonaws.com", true
	if c.Endpoint != "" {
		e, err := url.Parse(c.Endpoint)
		if err != nil {
			return nil, fmt.Errorf("s3 storage: endpoint: %w", err)
		}
		host, secure = e.Host, e.Scheme == "https"
	}
	lookup := minio.BucketLookupAuto
	if c.PathStyle {
		lookup = minio.BucketLookupPath
	}
	client, err := minio.New(host, &minio.Options{
		Creds:        credentials.NewStaticV4(c.AccessKey, c.SecretKey, ""),
		Secure:       secure,
		Region:       c.Region,
		BucketLookup: lookup,
		Transport:    transport(),
	})
	if err != nil {
		return nil, fmt.Errorf("s3 storage: %w", err)
	}
	s := &S3{core: minio.Core{Client: client}, bucket: c.Bucket, prefix: c.Prefix}
	exists, err := client.BucketExists(ctx, c.Bucket)
	if err != nil {
		return nil, fmt.Errorf("s3 storage: bucket %s: %w", c.Bucket, err)
	}
	if !exists {
		if err := client.MakeBucket(ctx, c.Bucket, minio.MakeBucketOptions{Region: c.Region}); err != nil &&
			minio.ToErrorResponse(err).Code != "BucketAlreadyOwnedByYou" {
			return nil, fmt.Errorf("s3 storage: create bucket %s: %w", c.Bucket, err)
		}
	}
	return s, nil
}

// transport is the default transport with enough idle connections per host for a busy site: every
// request goes to the same endpoint.
func transport() http.RoundTripper {
	t := http.DefaultTransport.(*http.Transport).Clone()
	t.MaxIdleConnsPerHost = 64
	return t
}

func (s *S3) objectName(key string) (string, error) {
	if err := checkKey(key); err != nil {
		return "", err
	}
	return s.prefix + key, nil
}

func (s *S3) part() *[]byte {
	if b, ok := s.parts.Get().(*[]byte); ok {
		return b
	}
	b := make([]byte, PartSize)
	return &b
}

// Put implements Store. The first part-sized chunk decides: when the upload ends within it, one
// PUT stores it; otherwise a multipart upload sends it part by part, and is aborted when the body
// fails, grows past limit, or the context ends. S3 replaces an object atomically when the PUT or
// the completion succeeds.
func (s *S3) Put(ctx context.Context, key string, r io.Reader, limit int64) (Info, error) {
	name, err := s.objectName(key)
	if err != nil {
		return Info{}, err
	}
	bp := s.part()
	defer s.parts.Put(bp)
	buf := *bp
	n, last, err := readPart(r, buf)
	if err != nil {
		return Info{}, err
	}
	if int64(n) > limit {
		return Info{}, ErrTooLarge
	}
	opts := minio.PutObjectOptions{ContentType: "application/octet-stream"}
	if last {
		up, err := s.core.PutObject(ctx, s.bucket, name, bytes.NewReader(buf[:n]), int64(n), "", "", opts)
		if err != nil {
			return Info{}, s.fail("store blob", err)
		}
		return Info{Size: int64(n), ModTime: modTime(up.LastModified), ETag: up.ETag}, nil
	}
	return s.putMultipart(ctx, name, r, limit, buf, n, opts)
}

func (s *S3) putMultipart(ctx context.Context, name string, r io.Reader, limit int64, buf []byte, n int, opts minio.PutObjectOptions) (info Info, err error) {
	uploadID, err := s.core.NewMultipartUpload(ctx, s.bucket, name, opts)
	if err != nil {
		return Info{}, s.fail("start upload", err)
	}
	defer func() {
		if err != nil {
			// Abort even when ctx has ended: the parts would otherwise wait for the sweep.
			abortCtx, cancel := context.WithTimeout(context.WithoutCancel(ctx), time.Minute)
			defer cancel()
			_ = s.core.AbortMultipartUpload(abortCtx, s.bucket, name, uploadID)
		}
	}()
	var parts []minio.CompletePart
	total := int64(n)
	for number := 1; ; number++ {
		p, err := s.core.PutObjectPart(ctx, s.bucket, name, uploadID, number, bytes.NewReader(buf[:n]), int64(n), minio.PutObjectPartOptions{DisableContentSha256: true})
		if err != nil {
			return Info{}, s.fail("store blob part", err)
		}
		parts = append(parts, minio.CompletePart{PartNumber: number, ETag: p.ETag})
		var last bool
		n, last, err = readPart(r, buf)
		if err != nil {
			return Info{}, err
		}
		total += int64(n)
		if total > limit {
			return Info{}, ErrTooLarge
		}
		if n > 0 && number+1 > 10000 {
			return Info{}, ErrTooLarge
		}
		if n == 0 {
			break
		}
		if last {
			p, err := s.core.PutObjectPart(ctx, s.bucket, name, uploadID, number+1, bytes.NewReader(buf[:n]), int64(n), minio.PutObjectPartOptions{DisableContentSha256: true})
			if err != nil {
				return Info{}, s.fail("store blob part", err)
			}
			parts = append(parts, minio.CompletePart{PartNumber: number + 1, ETag: p.ETag})
			break
		}
	}
	if err := ctx.Err(); err != nil {
		return Info{}, fmt.Errorf("store blob: %w", err)
	}
	up, err := s.core.CompleteMultipartUpload(ctx, s.bucket, name, uploadID, parts, opts)
	if err != nil {
		return Info{}, s.fail("complete upload", err)
	}
	return Info{Size: total, ModTime: modTime(up.LastModified), ETag: up.ETag}, nil
}

// readPart fills buf from r; last reports that r ended within it.
func readPart(r io.Reader, buf []byte) (n int, last bool, err error) {
	n, err = io.ReadFull(r, buf)
	switch {
	case err == io.EOF || err == io.ErrUnexpectedEOF:
		return n, true, nil
	case err != nil:
		return n, false, fmt.Errorf("read upload: %w", err)
	}
	return n, false, nil
}

func modTime(t time.Time) time.Time {
	if t.IsZero() {
		return time.Now()
	}
	return t
}

// fail wraps an object store's error, marking the codes of a store without space with ErrNoSpace
// (MinIO's full drives, S3's quota-like answers) and absent keys with ErrNotFound.
func (s *S3) fail(doing string, err error) error {
	switch minio.ToErrorResponse(err).Code {
	case "NoSuchKey", "NoSuchUpload":
		return ErrNotFound
	case "XMinioStorageFull", "XMinioStorageFullOffline", "InsufficientStorage", "QuotaExceeded", "XMinioAdminBucketQuotaExceeded":
		return fmt.Errorf("%s: %w: %w", doing, ErrNoSpace, err)
	}
	return fmt.Errorf("%s: %w", doing, err)
}

// Stat implements Store.
func (s *S3) Stat(ctx context.Context, key string) (Info, error) {
	name, err := s.objectName(key)
	if err != nil {
		return Info{}, err
	}
	oi, err := s.core.StatObject(ctx, s.bucket, name, minio.StatObjectOptions{})
	if err != nil {
		return Info{}, s.fail("stat blob", err)
	}
	return Info{Size: oi.Size, ModTime: oi.LastModified, ETag: oi.ETag}, nil
}

// Open implements Store: one HEAD now, and the bytes fetched on the first Read from wherever the
// reader has sought to, so http.ServeContent's Range and conditional answers cost one ranged GET
// (or none for a 304 or a HEAD).
func (s *S3) Open(ctx context.Context, key string) (Object, error) {
	name, err := s.objectName(key)
	if err != nil {
		return nil, err
	}
	oi, err := s.core.StatObject(ctx, s.bucket, name, minio.StatObjectOptions{})
	if err != nil {
		return nil, s.fail("open blob", err)
	}
	return &s3Object{ctx: ctx, s: s, name: name, info: Info{Size: oi.Size, ModTime: oi.LastModified, ETag: oi.ETag}}, nil
}

// Delete implements Store.
func (s *S3) Delete(ctx context.Context, key string) error {
	name, err := s.objectName(key)
	if err != nil {
		return err
	}
	if err := s.core.RemoveObject(ctx, s.bucket, name, minio.RemoveObjectOptions{}); err != nil {
		if errors.Is(s.fail("", err), ErrNotFound) {
			return nil
		}
		return fmt.Errorf("delete blob: %w", err)
	}
	return nil
}

// Walk calls fn for every blob under the store's prefix, with its key and information; an error
// from fn stops the walk and is returned.
func (s *S3) Walk(ctx context.Context, fn func(key string, info Info) error) error {
	return s.walk(ctx, s.prefix, fn)
}

// WalkPrefix is Walk restricted to the blobs under the folder prefix (a key prefix without its
// trailing slash).
func (s *S3) WalkPrefix(ctx context.Context, prefix string, fn func(key string, info Info) error) error {
	name, err := s.objectName(prefix)
	if err != nil {
		return err
	}
	return s.walk(ctx, name+"/", fn)
}

func (s *S3) walk(ctx context.Context, prefix string, fn func(key string, info Info) error) error {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel() // stops the listing goroutine when fn fails
	for oi := range s.core.Client.ListObjects(ctx, s.bucket, minio.ListObjectsOptions{Prefix: prefix, Recursive: true}) {
		if oi.Err != nil {
			return fmt.Errorf("walk blobs: %w", oi.Err)
		}
		if err := fn(strings.TrimPrefix(oi.Key, s.prefix), Info{Size: oi.Size, ModTime: oi.LastModified, ETag: oi.ETag}); err != nil {
			return err
		}
	}
	return nil
}

// SweepUploads aborts the multipart uploads under the store's prefix that were started before
// now-minAge: what a crash (kill -9, power loss) leaves of uploads in flight. They were never
// visible as objects, but their parts take space. It returns how many it aborted.
func (s *S3) SweepUploads(ctx context.Context, minAge time.Duration) (int, error) {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	cutoff := time.Now().Add(-minAge)
	n := 0
	for u := range s.incompleteUploads(ctx) {
		if u.Err != nil {
			return n, fmt.Errorf("list incomplete uploads: %w", u.Err)
		}
		if u.Initiated.After(cutoff) {
			continue
		}
		if err := s.core.AbortMultipartUpload(ctx, s.bucket, u.Key, u.UploadID); err != nil && !errors.Is(s.fail("", err), ErrNotFound) {
			return n, fmt.Errorf("abort upload %s: %w", u.Key, err)
		}
		n++
	}
	return n, nil
}

// incompleteUploads yields the unfinished multipart uploads under the store's prefix. It lists the
// whole bucket's and filters: MinIO answers a prefix only when it is a whole object name.
func (s *S3) incompleteUploads(ctx context.Context) func(yield func(minio.ObjectMultipartInfo) bool) {
	return func(yield func(minio.ObjectMultipartInfo) bool) {
		for u := range s.core.ListIncompleteUploads(ctx, s.bucket, "", true) {
			if u.Err == nil && !strings.HasPrefix(u.Key, s.prefix) {
				continue
			}
			if !yield(u) {
				return
			}
		}
	}
}

// Upload is a multipart upload that is neither completed nor aborted: its key under the store's
// prefix and the ID the store gave it.
type Upload struct{ Key, ID string }

// IncompleteUploads lists the multipart uploads under the store's prefix that are neither
// completed nor aborted (tests and the crash check look at them).
func (s *S3) IncompleteUploads(ctx context.Context) ([]Upload, error) {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	var uploads []Upload
	for u := range s.incompleteUploads(ctx) {
		if u.Err != nil {
			return uploads, fmt.Errorf("list incomplete uploads: %w", u.Err)
		}
		uploads = append(uploads, Upload{Key: strings.TrimPrefix(u.Key, s.prefix), ID: u.UploadID})
	}
	return uploads, nil
}

// s3Object reads an object lazily: Seek only moves the position, and Read opens a ranged GET from
// it when none is open there.
type s3Object struct {
	ctx  context.Context
	s    *S3
	name string
	info Info
	pos  int64
	body io.ReadCloser
}

func (o *s3Object) Info() Info { return o.info }

func (o *s3Object) Read(p []byte) (int, error) {
	if o.pos >= o.info.Size {
		return 0, io.EOF
	}
	if o.body == nil {
		opts := minio.GetObjectOptions{}
		if o.pos > 0 { // SetRange(0, 0) would ask for the first byte only
			if err := opts.SetRange(o.pos, 0); err != nil {
				return 0, fmt.Errorf("read blob: %w", err)
			}
		}
		// The object may have been replaced since Open: ask for the same version, or nothing.
		if o.info.ETag != "" {
			if err := opts.SetMatchETag(o.info.ETag); err != nil {
				return 0, fmt.Errorf("read blob: %w", err)
			}
		}
		body, _, _, err := o.s.core.GetObject(o.ctx, o.s.bucket, o.name, opts)
		if err != nil {
			return 0, o.s.fail("read blob", err)
		}
		o.body = body
	}
	n, err := o.body.Read(p)
	o.pos += int64(n)
	if err == io.EOF && o.pos < o.info.Size {
		err = io.ErrUnexpectedEOF
	}
	return n, err
}

func (o *s3Object) Seek(offset int64, whence int) (int64, error) {
	var to int64
	switch whence {
	case io.SeekStart:
		to = offset
	case io.SeekCurrent:
		to = o.pos + offset
	case io.SeekEnd:
		to = o.info.Size + offset
	default:
		return 0, errors.New("seek blob: invalid whence")
	}
	if to < 0 {
		return 0, errors.New("seek blob: negative position")
	}
	if to != o.pos && o.body != nil {
		_ = o.body.Close()
		o.body = nil
	}
	o.pos = to
	return to, nil
}

func (o *s3Object) Close() error {
	if o.body != nil {
		return o.body.Close()
	}
	return nil
}

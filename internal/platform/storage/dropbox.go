package storage

import "github.com/vitrina/vitrina/internal/platform/gateway"

// Drop-box buckets hold files that visitors send but must never see again (CVs of job
// applications): anon and signed-in users may only create a new object, never replace, read, list,
// sign, move or delete one; everything else is for the service role (the CMS, after its own check of
// the view). Supabase expresses the same with storage.objects policies (supabase/migrations); the
// embedded platform has no per-object policies, so the rule is named here, by bucket id.
func isDropBox(bucketID string) bool { return bucketID == BucketApplications }

// BucketApplications is the private bucket of job applications' CVs.
const BucketApplications = "postulaciones"

// mayUseBucket reports whether a caller may do anything other than create in a bucket: always in an
// ordinary bucket (the role checks of each route still apply), only the service role in a drop box.
func mayUseBucket(id gateway.Identity, bucketID string) bool {
	return !isDropBox(bucketID) || id.Role == gateway.RoleServiceRole
}

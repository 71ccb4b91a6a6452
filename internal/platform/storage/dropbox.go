package storage

import "github.com/vitrina/vitrina/internal/platform/gateway"

// Drop-box buckets hold files that visitors send but must never see again (CVs of job
// applications): anon and signed-in users may only create a new object, never replace, read, list,
// sign, move or delete one; everything else is for the service role (the CMS, after its own check of
// the view). Supabase expresses the same with storage.objects policies (supabase/migrations); the
// embedded platform has no per-object policies, so the catalog names the drop boxes
// (Options.DropBoxes).
func (s *Service) isDropBox(bucketID string) bool { return s.dropBoxes[bucketID] }

// mayUseBucket reports whether a caller may do anything other than create in a bucket: always in an
// ordinary bucket (the role checks of each route still apply), only the service role in a drop box.
func (s *Service) mayUseBucket(id gateway.Identity, bucketID string) bool {
	return !s.isDropBox(bucketID) || id.Role == gateway.RoleServiceRole
}

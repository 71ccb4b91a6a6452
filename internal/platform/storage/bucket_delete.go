package storage

import (
	"database/sql"
	"errors"
	"fmt"
	"net/http"

	"github.com/vitrina/vitrina/internal/database"
)

// deleteBucket is DELETE /bucket/{id}; a bucket that still holds objects is refused
// (ResourceNotEmpty): empty it first.
func (s *Service) deleteBucket(w http.ResponseWriter, r *http.Request, p params) {
	if e := s.adminTarget(r, p, msgNotAllowed); e != nil {
		s.fail(w, r, e)
		return
	}
	ctx := r.Context()
	err := s.db.InTx(ctx, func(tx *database.Tx) error {
		if _, err := loadBucket(ctx, tx, p.bucket); err != nil {
			return err
		}
		var one int
		err := tx.QueryRow(ctx, "SELECT 1 FROM storage_objects WHERE bucket_id = ? LIMIT 1", p.bucket).Scan(&one)
		if err == nil {
			return errBucketNotEmpty()
		}
		if !errors.Is(err, sql.ErrNoRows) {
			return fmt.Errorf("delete bucket: %w", err)
		}
		if _, err := tx.Exec(ctx, "DELETE FROM storage_buckets WHERE id = ?", p.bucket); err != nil {
			if dbErr := database.Classify(err); dbErr != nil && dbErr.Code == database.CodeForeignKeyViolation {
				return errBucketNotEmpty() // an upload landed meanwhile
			}
			return fmt.Errorf("delete bucket: %w", err)
		}
		return nil
	})
	if err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]string{"message": "Successfully deleted"})
}

package records_test

import (
	"testing"

	"github.com/vitrina/vitrina/internal/cms/lifecycle"
	"github.com/vitrina/vitrina/internal/records"
)

// The admin's reads select the lifecycle columns by records' name for them; they must be the ones
// the lifecycle package decodes.
func TestLifecycleColumnsMatchTheLifecyclePackage(t *testing.T) {
	if records.LifecycleColumns != lifecycle.Columns {
		t.Fatalf("records.LifecycleColumns = %q, lifecycle.Columns = %q", records.LifecycleColumns, lifecycle.Columns)
	}
}

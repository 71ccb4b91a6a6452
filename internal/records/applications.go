package records

import (
	"context"

	"github.com/vitrina/vitrina/internal/platformclient"
)

// The applications to job openings (table postulaciones): anon may insert one and read none back;
// the CV lives in the private bucket ApplicationsBucket.

// ApplicationsBucket is the private bucket of the CVs.
const ApplicationsBucket = "postulaciones"

// StoreApplication inserts one application.
func StoreApplication(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, row Fields) error {
	return wrap("store job application", c.From("postulaciones", cred).Insert(ctx, row, nil))
}

// InsertApplications inserts applications.
func InsertApplications(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, rows []Fields) error {
	return wrap("insert job applications", c.From("postulaciones", cred).Insert(ctx, rows, nil))
}

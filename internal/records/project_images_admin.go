package records

import (
	"context"

	"github.com/vitrina/vitrina/internal/platformclient"
)

// The admin's writes of a project's gallery (proyecto_imagenes).

// DeleteProjectImages deletes the images of project with these ids.
func DeleteProjectImages(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, project int64, ids []string) error {
	return wrap("delete project images", c.From("proyecto_imagenes", cred).Eq("proyecto", project).In("id", ids).Delete(ctx, nil))
}

// UpdateProjectImage saves image id of project.
func UpdateProjectImage(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, project, id int64, patch Fields) error {
	return wrap("update project image", c.From("proyecto_imagenes", cred).Eq("proyecto", project).Eq("id", id).Update(ctx, patch, nil))
}

// InsertProjectImage inserts one gallery image.
func InsertProjectImage(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, row Fields) error {
	return wrap("insert project image", c.From("proyecto_imagenes", cred).Insert(ctx, row, nil))
}

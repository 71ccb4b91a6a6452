package records

import (
	"context"

	"github.com/vitrina/vitrina/internal/platformclient"
)

// ProjectImage is a row of proyecto_imagenes: an image of a project's gallery.
type ProjectImage struct {
	ID               int    `json:"id"`
	Bucket           string `json:"bucket"`
	Ruta             string `json:"ruta"`
	TextoAlternativo string `json:"texto_alternativo"`
	Orden            int    `json:"orden"`
}

// ProjectImageColumns are the columns of a gallery image.
const ProjectImageColumns = "id,bucket,ruta,texto_alternativo,orden"

// ProjectImages reads a project's gallery as it is now.
func ProjectImages(ctx context.Context, c *platformclient.Client, project int) ([]ProjectImage, error) {
	var rows []ProjectImage
	_, err := c.From("proyecto_imagenes", c.Anon()).Select(ProjectImageColumns).Eq("proyecto", project).Get(ctx, &rows)
	return rows, wrap("read a project's gallery", err)
}

// InsertProjectImages inserts gallery images.
func InsertProjectImages(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, rows []Fields) error {
	return wrap("insert project images", c.From("proyecto_imagenes", cred).Insert(ctx, rows, nil))
}

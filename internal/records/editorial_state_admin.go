package records

// EditorialState are the lifecycle columns of an editorial row (its state, schedule, trash date and
// version) as the admin reads them. The timestamps stay the platform's text because the CMS's
// lifecycle package parses, compares and writes them back as such: its Row converts from this type.
type EditorialState struct {
	Estado        string  `json:"estado"`
	PublicarEn    *string `json:"publicar_en"`
	DespublicarEn *string `json:"despublicar_en"`
	EliminadoEn   *string `json:"eliminado_en"` // set: in the trash since then
	Version       int64   `json:"version"`
}

const (
	// editorialStateColumns are the columns of EditorialState.
	editorialStateColumns = "estado,publicar_en,despublicar_en,eliminado_en,version"
	// trashedColumn is set while a row is in the trash.
	trashedColumn = "eliminado_en"
)

package schema

// media is medios, the media library: one row per file of a public bucket, keyed by (bucket, ruta)
// (a unique key; id is the row's handle for /rest/v1). The storage service writes the file's own
// facts (name, folder, kind, size, dates) in the transaction of each object write, move and
// delete, with the object's stored version (which the site puts in the files' addresses, so they can
// be cached for good); signed-in users edit what the library adds (texto_alternativo, titulo).
// Anyone reads it: the files are public already, and the public site shows their alternative text
// (in each language: both are translatable).
func media() *Table {
	text := func(name string, notNull, hasDefault bool) Column {
		return Column{Name: name, Type: Text, NotNull: notNull, HasDefault: hasDefault}
	}
	return &Table{
		Name: "medios",
		Columns: []Column{
			SerialID(),
			text("bucket", true, false),
			text("ruta", true, false),
			text("nombre", true, false),
			text("carpeta", true, true),
			text("tipo", true, true),
			{Name: "tamano", Type: Integer, NotNull: true, HasDefault: true},
			text("texto_alternativo", false, false),
			text("titulo", false, false),
			CreatedAt(),
			{Name: "updated_at", Type: Timestamptz, NotNull: true, HasDefault: true},
			text("version", false, false),
			TextsVersion(),
		},
		PrimaryKey: "id",
		ReadRoles:  Everyone(),
		WriteRoles: SignedIn(),
		// Each language has its own alternative text and title (medios_traducciones).
		Translations: &Translations{Fields: []string{"texto_alternativo", "titulo"}},
	}
}

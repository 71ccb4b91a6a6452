package records

// LifecycleColumns are the editorial state columns (estado, scheduled publication, trash, edit
// version) of the tables the admin publishes through internal/cms/lifecycle, which types them; the
// admin's reads select them with the columns typed here.
const LifecycleColumns = "estado,publicar_en,despublicar_en,eliminado_en,version"

package proyectos

import (
	"encoding/json"
	"fmt"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/translation"
)

// resultsColumn is the project's key results, and the prefix of their texts' fields on the
// translation page.
const resultsColumn = "resultados"

// translatedResults shows a project's key results on its translation page as a label and a figure
// each, a fieldset a result: the translation has as many results as the Spanish, in its order.
func translatedResults() *translation.Expansion {
	return &translation.Expansion{Groups: resultGroups, Build: buildTranslatedResults, Empty: msgTranslationNoResults}
}

// readResults reads a results value; null, empty or unreadable is none.
func readResults(data string) []result {
	var out []result
	_ = json.Unmarshal([]byte(data), &out)
	return out
}

// resultSegmentNames are the fields of result n (1-based): its label and its figure.
func resultSegmentNames(n int) (label, figure string) {
	return fmt.Sprintf("%s_%d_etiqueta", resultsColumn, n), fmt.Sprintf("%s_%d_cifra", resultsColumn, n)
}

// resultGroups are the Spanish results, a group each, with the stored translation's result at the
// same position.
func resultGroups(source, translated string) []translation.Group {
	src, tr := readResults(source), readResults(translated)
	groups := make([]translation.Group, len(src))
	for i, res := range src {
		var t result
		if i < len(tr) {
			t = tr[i]
		}
		label, figure := resultSegmentNames(i + 1)
		groups[i] = translation.Group{Legend: fmt.Sprintf(msgTranslationResultLegend, i+1), Segments: []translation.Segment{
			{Field: translation.Field{Name: label, Label: msgTranslationResultLabel, Max: maxLabel}, Source: res.Etiqueta, Value: t.Etiqueta, Required: res.Etiqueta != ""},
			{Field: translation.Field{Name: figure, Label: msgTranslationResultFigure, Max: maxFigure}, Source: res.Cifra, Value: t.Cifra, Required: res.Cifra != ""},
		}}
	}
	return groups
}

// buildTranslatedResults is the translation's results: one per Spanish result, with the typed texts.
func buildTranslatedResults(source string, texts map[string]string) (any, cms.FieldMessages) {
	src := readResults(source)
	out := make([]result, len(src))
	for i := range src {
		label, figure := resultSegmentNames(i + 1)
		out[i] = result{Etiqueta: oneLine(texts[label]), Cifra: oneLine(texts[figure])}
	}
	return out, nil
}

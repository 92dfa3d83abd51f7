// The one translation unit that compiles CatalogJson's serializers.
#include "catalog.hpp"

TIDYJSON_CONTEXT_DEFINE(CatalogJson)

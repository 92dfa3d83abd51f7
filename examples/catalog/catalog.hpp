// The catalog model and its JSON context, declared for every translation unit.
#pragma once

#include <tidyjson/tidyjson.hpp>

#include <string>
#include <vector>

namespace catalog {

enum class Format { hardcover, paperback, ebook };
TIDYJSON_ENUM(Format, hardcover, paperback, ebook)

struct Book {
  std::string isbn;
  std::string title;
  Format format = Format::paperback;
  tidyjson::decimal price;
};
TIDYJSON_TYPE(Book, isbn, title, format, price)

struct Shelf {
  std::string name;
  std::vector<Book> books;
};
TIDYJSON_TYPE(Shelf, name, books)

}  // namespace catalog

// Declared here, defined once in catalog_json.cpp: translation units that
// include this header call into the serializer code compiled there.
TIDYJSON_CONTEXT_DECLARE(CatalogJson, (catalog::Shelf, std::vector<catalog::Shelf>), tidyjson::naming::camel_case,
                         tidyjson::enums::as_string)

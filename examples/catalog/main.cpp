// Uses CatalogJson, declared in catalog.hpp and compiled in catalog_json.cpp:
// this file holds no serializer code of its own.
#include <iostream>

#include "catalog.hpp"

int main() {
  const std::vector<catalog::Shelf> shelves{
      {"Fiction",
       {{"978-0-14-118776-1", "Nineteen Eighty-Four", catalog::Format::paperback, tidyjson::decimal(999, 2)},
        {"978-0-06-112008-4", "To Kill a Mockingbird", catalog::Format::hardcover, tidyjson::decimal(1850, 2)}}},
      {"Reference", {{"978-0-19-957112-3", "Oxford Dictionary", catalog::Format::ebook, tidyjson::decimal(4500, 2)}}},
  };
  const std::string text = tidyjson::serialize(shelves, CatalogJson{});
  std::cout << text << '\n';
  const auto back = tidyjson::deserialize<std::vector<catalog::Shelf>>(text, CatalogJson{});
  std::cout << back.size() << " shelves, " << back[0].books.size() + back[1].books.size() << " books\n";
}

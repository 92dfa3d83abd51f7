// bench/models/canada.hpp: bench/data/canada.json as typed C++, every member.
//
// A GeoJSON feature collection: the "type" members are an enumeration (read
// and written as its names), a feature's properties a map of strings, and a
// polygon's coordinates rings of [longitude, latitude] pairs as
// std::array<double, 2>. Doubles hold every coordinate of the file exactly
// as read (the nearest double to its 17 digits), and a writer must write each
// as its shortest text that reads back as the same double: the written file
// is shorter than the input but reads back to the same values
// (runtime.standard_files checks every coordinate against an independent
// reader). (serde-rs/json-benchmark reads them as f32, which would not.)
#pragma once

#include <tidyjson/tidyjson.hpp>

#include <array>
#include <map>
#include <string>
#include <vector>

namespace bench::canada {

enum class ObjType { FeatureCollection, Feature, Polygon };
TIDYJSON_ENUM(ObjType, FeatureCollection, Feature, Polygon)

using Point = std::array<double, 2>;

struct Geometry {
  ObjType type = ObjType::Polygon;
  std::vector<std::vector<Point>> coordinates;
  friend bool operator==(const Geometry&, const Geometry&) = default;
};
TIDYJSON_TYPE(Geometry, type, coordinates)

struct Feature {
  ObjType type = ObjType::Feature;
  std::map<std::string, std::string> properties;
  Geometry geometry;
  friend bool operator==(const Feature&, const Feature&) = default;
};
TIDYJSON_TYPE(Feature, type, properties, geometry)

/// The whole file.
struct Canada {
  ObjType type = ObjType::FeatureCollection;
  std::vector<Feature> features;
  friend bool operator==(const Canada&, const Canada&) = default;
};
TIDYJSON_TYPE(Canada, type, features)

/// The settings of the file: names as declared, the enumeration as its names.
/// The adapters and the test use these options, and a context of the same
/// settings declared here and defined (TIDYJSON_CONTEXT_DEFINE) in one .cpp
/// of each program.
inline const tidyjson::options& json_options() {
  static const tidyjson::options options{tidyjson::enums::as_string, tidyjson::ignore::never};
  return options;
}
TIDYJSON_CONTEXT_DECLARE(CanadaJson, (Canada), tidyjson::enums::as_string, tidyjson::ignore::never)

}  // namespace bench::canada

// Compile-fail test: in generation::fast_path mode, a root type that reaches
// something the fast path cannot serve is one compile error naming the
// context, the blocked type and the blocker. Without the attribute (as it is)
// the fast path serves the type and the file compiles.
//
// EXPECT: fast_path_cannot_serve<ship::ManifestWriter, ship::Parcel, tidyjson::string_enum>
#include <tidyjson/tidyjson.hpp>

#include <string>
#include <vector>

namespace ship {
enum class Carrier { post, courier };
TIDYJSON_ENUM(Carrier, post, courier)

struct Parcel {
  std::string id;
  Carrier carrier = Carrier::post;
};
#ifdef TIDYJSON_COMPILE_FAIL
TIDYJSON_TYPE(Parcel, id, (carrier, tidyjson::string_enum{}))
#else
TIDYJSON_TYPE(Parcel, id, carrier)
#endif

struct Manifest {
  std::vector<Parcel> parcels;
};
TIDYJSON_TYPE(Manifest, parcels)

TIDYJSON_CONTEXT(ManifestWriter, (Manifest), tidyjson::generation::fast_path)
}  // namespace ship

int main() {
  std::string buffer;
  tidyjson::serialize_to(buffer, ship::Manifest{{{"p1", ship::Carrier::courier}}}, ship::ManifestWriter{});
  return buffer.empty() ? 1 : 0;
}

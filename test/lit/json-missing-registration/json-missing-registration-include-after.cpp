// RUN: %check_json_tidy --no-compile %s json-missing-registration %t

// The type is defined before the file includes tidyjson: a registration
// line after it would come before the macro exists, and the include is
// already there. No fix, and a note that says what to do (found by a review
// outside these tests: the inserted line did not compile).

#include <string>

namespace dto {
struct Early {
  std::string name;
  int a = 0;
};
}  // namespace dto

#include <tidyjson/tidyjson.hpp>

std::string positive_include_after(const dto::Early& e) {
  return tidyjson::serialize(e);
}
// CHECK-NOTES: :[[@LINE-2]]:10: warning: type 'dto::Early' is not described, so this call cannot write it; add TIDYJSON_TYPE(...) after its definition [json-missing-registration]
// CHECK-NOTES: :11:8: note: 'Early' is defined here
// CHECK-NOTES: :11:8: note: no automatic fix: the file includes <tidyjson/tidyjson.hpp> after the type's definition; include it before the type, then describe it

// A namespace inside an extern "C" block: the line cannot go in the
// namespace (C linkage) nor after the block unqualified: a note, no fix.
extern "C" {
namespace legacy {
struct Raw {
  int v;
};
}  // namespace legacy
}

std::string positive_no_fix_in_c_namespace(const legacy::Raw& r) {
  return tidyjson::serialize(r);
}
// CHECK-NOTES: :[[@LINE-2]]:10: warning: type 'legacy::Raw' is not described, so this call cannot write it; add TIDYJSON_TYPE(...) after its definition [json-missing-registration]
// CHECK-NOTES: :[[@LINE-10]]:8: note: 'Raw' is defined here
// CHECK-NOTES: :[[@LINE-11]]:8: note: no automatic fix: the type is in a namespace inside an extern "C" block, where the registration's templates cannot go; describe it after the block with its qualified name

// An explicit specialization of a class template described in its body is
// a class of its own, not described (found by a review outside these tests:
// the primary's description was taken for it).
template <class T>
class Page {
  std::vector<T> items_;

 public:
  TIDYJSON_TYPE_INTRUSIVE(Page, items_)
};
template <>
class Page<bool> {
 public:
  std::vector<bool> flags;
};
std::string positive_explicit_specialization(const Page<bool>& p) {
  return tidyjson::serialize(p);
}
// CHECK-NOTES: :[[@LINE-2]]:10: warning: type 'Page<bool>' is not described, so this call cannot write it; add TIDYJSON_TYPE(...) after its definition [json-missing-registration]
// CHECK-NOTES: :[[@LINE-8]]:7: note: 'Page<bool>' is defined here
// CHECK-NOTES: :[[@LINE-9]]:7: note: no automatic fix: the type is an explicit specialization of a class template

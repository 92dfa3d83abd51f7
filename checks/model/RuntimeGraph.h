//===--- RuntimeGraph.h - clang-tidy ----------------------------*- C++ -*-===//
//
// What the compiler worked out with the runtime's own templates in this
// translation unit: for every type a serializer call reaches, the runtime's
// verdict (defect_v<T, Read>, marked "tidyjson::verdict") and the types its
// JSON is made of (children<T>::type, marked "tidyjson::graph").
//
// The type graph (model/TypeGraph.h) models the runtime from its markers;
// this reads the runtime's answer where the compiler has computed it, so
// json-missing-registration reports exactly what the runtime rejects (a
// standard type it has no family for, a map key, a multimap, an integer
// wider than 64 bits) and cannot disagree with the compile error.
//
//===----------------------------------------------------------------------===//

#ifndef TIDYJSON_CHECKS_MODEL_RUNTIMEGRAPH_H
#define TIDYJSON_CHECKS_MODEL_RUNTIMEGRAPH_H

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclTemplate.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"
#include <optional>

namespace clang::tidy::json {

class RuntimeGraph {
public:
  /// Takes the marked templates from a matched declaration (their pattern
  /// or any specialization); false if \p D is not one of them.
  bool add(const Decl *D);
  void clear();

  /// The runtime's verdict on \p T for a read or a write (a name of
  /// markers::defect), when the translation unit instantiated it. A verdict
  /// that does not depend on the direction is taken from the other one.
  std::optional<llvm::StringRef> verdict(QualType T, bool Read,
                                         const ASTContext &Ctx);
  /// The types the runtime's graph gives \p T, when the translation unit
  /// instantiated them; empty otherwise.
  llvm::SmallVector<QualType, 2> children(QualType T, const ASTContext &Ctx);

private:
  void evaluate(const ASTContext &Ctx);

  const VarTemplateDecl *Verdicts = nullptr;
  const ClassTemplateDecl *Graph = nullptr;
  bool Evaluated = false;
  // By canonical type and direction (1: read).
  llvm::DenseMap<std::pair<const Type *, unsigned>, llvm::StringRef> Known;
  llvm::DenseMap<const Type *, const ClassTemplateSpecializationDecl *> Nodes;
};

} // namespace clang::tidy::json

#endif // TIDYJSON_CHECKS_MODEL_RUNTIMEGRAPH_H

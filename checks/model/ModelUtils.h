//===--- ModelUtils.h - clang-tidy ------------------------------*- C++ -*-===//
//
// Reading the runtime's declarations: helpers shared by the model's files.
//
//===----------------------------------------------------------------------===//

#ifndef TIDYJSON_CHECKS_MODEL_MODELUTILS_H
#define TIDYJSON_CHECKS_MODEL_MODELUTILS_H

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/Expr.h"
#include "llvm/ADT/SmallVector.h"
#include <optional>
#include <string>

namespace clang::tidy::json {

/// The type T of a description function's `type_tag<T>` parameter.
QualType taggedType(const FunctionDecl *FD);

/// The class template behind a (possibly dependent) specialization type.
const Decl *templateOf(QualType T);

/// The function a (possibly unresolved) call calls, if it carries the
/// marker \p Marker.
const FunctionDecl *markedCallee(const CallExpr *Call, llvm::StringRef Marker);

/// The explicit template type arguments of a call's callee.
llvm::SmallVector<QualType, 2> calleeTemplateTypes(const CallExpr *Call);

/// The first string literal in \p S, depth first.
const StringLiteral *findString(const Stmt *S);

/// The member of \p RD's definition named \p Name of kind \p DeclT, if any.
template <class DeclT>
const DeclT *findMember(const CXXRecordDecl *RD, llvm::StringRef Name,
                        ASTContext &Ctx) {
  if (!RD || !RD->hasDefinition())
    return nullptr;
  for (const NamedDecl *ND : RD->getDefinition()->lookup(&Ctx.Idents.get(Name)))
    if (const auto *D = dyn_cast<DeclT>(ND))
      return D;
  return nullptr;
}

/// The type a marked descriptor or attribute names by its member typedef
/// \p Name (`using converter = Converter;`).
QualType memberTypedef(const CXXRecordDecl *RD, llvm::StringRef Name,
                       ASTContext &Ctx);

/// The JSON-ready type a converter class produces: the return type of its
/// static to_json.
QualType converterJsonType(const CXXRecordDecl *Converter, ASTContext &Ctx);

/// \p D's qualified name without inline or anonymous namespaces.
std::string qualifiedName(const NamedDecl *D);

} // namespace clang::tidy::json

#endif // TIDYJSON_CHECKS_MODEL_MODELUTILS_H

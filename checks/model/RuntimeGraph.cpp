//===--- RuntimeGraph.cpp - clang-tidy ------------------------------------===//

#include "RuntimeGraph.h"
#include "Contract.h"
#include "Markers.h"
#include "TypeGraph.h"

namespace clang::tidy::json {

bool RuntimeGraph::add(const Decl *D) {
  if (const auto *VD = dyn_cast<VarDecl>(D)) {
    const VarTemplateDecl *VTD = VD->getDescribedVarTemplate();
    if (const auto *Spec = dyn_cast<VarTemplateSpecializationDecl>(VD))
      VTD = Spec->getSpecializedTemplate();
    if (!VTD || !hasMarker(VTD->getTemplatedDecl(), markers::Verdict))
      return false;
    Verdicts = VTD->getCanonicalDecl();
    return true;
  }
  if (const auto *RD = dyn_cast<CXXRecordDecl>(D)) {
    const ClassTemplateDecl *CTD = RD->getDescribedClassTemplate();
    if (!CTD || !hasMarker(RD, markers::Graph))
      return false;
    Graph = CTD->getCanonicalDecl();
    return true;
  }
  return false;
}

void RuntimeGraph::clear() {
  Verdicts = nullptr;
  Graph = nullptr;
  Evaluated = false;
  Known.clear();
  Nodes.clear();
}

/// The name of the enumerator of \p ET whose value is \p V.
static std::optional<StringRef> enumeratorName(const EnumType *ET,
                                               const llvm::APSInt &V) {
  const EnumDecl *ED = ET ? ET->getDecl()->getDefinition() : nullptr;
  if (!ED)
    return std::nullopt;
  for (const EnumConstantDecl *E : ED->enumerators())
    if (llvm::APSInt::isSameValue(E->getInitVal(), V))
      return E->getName();
  return std::nullopt;
}

void RuntimeGraph::evaluate(const ASTContext &Ctx) {
  Evaluated = true;
  if (Graph)
    for (const ClassTemplateSpecializationDecl *Spec : Graph->specializations())
      if (Spec->getTemplateArgs().size() == 1 &&
          Spec->getTemplateArgs()[0].getKind() == TemplateArgument::Type &&
          Spec->hasDefinition())
        Nodes[canonical(Spec->getTemplateArgs()[0].getAsType()).getTypePtr()] =
            Spec;
  if (!Verdicts)
    return;
  for (const VarTemplateSpecializationDecl *Spec :
       Verdicts->specializations()) {
    const TemplateArgumentList &Args = Spec->getTemplateArgs();
    if (Args.size() != 2 || Args[0].getKind() != TemplateArgument::Type ||
        Args[1].getKind() != TemplateArgument::Integral)
      continue;
    const Expr *Init = Spec->getInit();
    Expr::EvalResult Value;
    if (!Init || Init->isValueDependent() ||
        !Init->EvaluateAsRValue(Value, Ctx) || !Value.Val.isInt())
      continue;
    const std::optional<StringRef> Name =
        enumeratorName(Spec->getType()->getAs<EnumType>(), Value.Val.getInt());
    if (!Name)
      continue;
    Known[{canonical(Args[0].getAsType()).getTypePtr(),
           Args[1].getAsIntegral().getBoolValue() ? 1u : 0u}] = *Name;
  }
}

std::optional<StringRef> RuntimeGraph::verdict(QualType T, bool Read,
                                               const ASTContext &Ctx) {
  if (T.isNull())
    return std::nullopt;
  if (!Evaluated)
    evaluate(Ctx);
  const Type *Key = canonical(T).getTypePtr();
  if (auto It = Known.find({Key, Read ? 1u : 0u}); It != Known.end())
    return It->second;
  // Only reading adds a defect (write_only): what a write found holds for
  // a read, but for that one; what a read found holds for a write unless it
  // is that one.
  if (auto It = Known.find({Key, Read ? 0u : 1u}); It != Known.end()) {
    if (It->second == markers::defect::WriteOnly)
      return Read ? std::nullopt
                  : std::optional<StringRef>(markers::defect::None);
    return It->second;
  }
  return std::nullopt;
}

llvm::SmallVector<QualType, 2> RuntimeGraph::children(QualType T,
                                                      const ASTContext &Ctx) {
  llvm::SmallVector<QualType, 2> Out;
  if (T.isNull())
    return Out;
  if (!Evaluated)
    evaluate(Ctx);
  auto It = Nodes.find(canonical(T).getTypePtr());
  if (It == Nodes.end())
    return Out;
  for (const Decl *Member : It->second->getDefinition()->decls()) {
    const auto *TD = dyn_cast<TypedefNameDecl>(Member);
    if (!TD || !TD->getDeclName().isIdentifier() ||
        TD->getName() != markers::GraphChildren)
      continue;
    // type_list<C...>: its template arguments.
    const auto *List = dyn_cast_or_null<ClassTemplateSpecializationDecl>(
        TD->getUnderlyingType().getCanonicalType()->getAsCXXRecordDecl());
    if (!List)
      break;
    for (const TemplateArgument &A : List->getTemplateArgs().asArray()) {
      if (A.getKind() == TemplateArgument::Pack) {
        for (const TemplateArgument &P : A.pack_elements())
          if (P.getKind() == TemplateArgument::Type)
            Out.push_back(P.getAsType());
      } else if (A.getKind() == TemplateArgument::Type) {
        Out.push_back(A.getAsType());
      }
    }
    break;
  }
  return Out;
}

} // namespace clang::tidy::json

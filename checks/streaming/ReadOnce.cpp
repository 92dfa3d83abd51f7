//===--- ReadOnce.cpp - clang-tidy ----------------------------------------===//
//
// Finding the reads json-prefer-streaming reports. The fix is in
// StreamFix.cpp.
//
//===----------------------------------------------------------------------===//

#include "ReadOnce.h"
#include "support/ASTUtils.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"

namespace clang::tidy::json {

static QualType canonicalUnqualified(QualType T) {
  return T.isNull()
             ? T
             : T.getNonReferenceType().getCanonicalType().getUnqualifiedType();
}

QualType containerElement(QualType T, ContainerFilter IsContainer) {
  if (T.isNull() || T->isDependentType())
    return {};
  const auto *Spec = dyn_cast_or_null<ClassTemplateSpecializationDecl>(
      canonicalUnqualified(T)->getAsCXXRecordDecl());
  if (!Spec || !IsContainer(Spec->getSpecializedTemplate()))
    return {};
  const TemplateArgumentList &Args = Spec->getTemplateArgs();
  if (Args.size() == 0 || Args[0].getKind() != TemplateArgument::Type)
    return {};
  return Args[0].getAsType();
}

/// The first template type argument of an entry point: what it reads.
static QualType readType(const FunctionDecl *Entry) {
  if (const TemplateArgumentList *Args = Entry->getTemplateSpecializationArgs())
    if (Args->size() > 0 && Args->get(0).getKind() == TemplateArgument::Type)
      return Args->get(0).getAsType();
  return {};
}

/// Whether \p RD is a range (a begin member): the stream form of a read.
static bool isRange(QualType T) {
  const CXXRecordDecl *RD = canonicalUnqualified(T)->getAsCXXRecordDecl();
  if (!RD)
    return false;
  for (const CXXMethodDecl *M : RD->methods())
    if (M->getIdentifier() && M->getName() == "begin")
      return true;
  return false;
}

/// For a try_ read held in \p Result: the one expression that takes the
/// container out of it (`*r`, `r.value()`), when every other use only asks
/// about success or the error. Null otherwise.
static const Expr *onlyValueAccess(const VarDecl *Result, QualType Container,
                                   const FunctionFacts &Facts,
                                   const ParentWalk &Walk) {
  const Expr *Access = nullptr;
  const QualType Want = canonicalUnqualified(Container);
  for (const DeclRefExpr *Use : Facts.usesOf(Result)) {
    if (Use->refersToEnclosingVariableOrCapture())
      return nullptr;
    const Stmt *P = Walk.valueParent(Use);
    if (const auto *ME = dyn_cast_or_null<MemberExpr>(P))
      P = Walk.valueParent(ME);
    const auto *E = dyn_cast_or_null<Expr>(P);
    if (!E)
      return nullptr;
    // operator-> gives the container's members (size, indexing): kept.
    if (const auto *Op = dyn_cast<CXXOperatorCallExpr>(E);
        Op && Op->getOperator() == OO_Arrow)
      return nullptr;
    if (canonicalUnqualified(E->getType()) != Want) {
      if (E->getType()->isPointerType() || E->getType()->isReferenceType())
        return nullptr;
      continue; // has_value(), operator bool, error()
    }
    if (Access)
      return nullptr;
    Access = E;
  }
  return Access;
}

std::optional<ReadOnceSite> findReadOnce(const CallExpr *Call,
                                         const FunctionDecl *Entry,
                                         ContainerFilter IsContainer,
                                         const FunctionFacts &Facts,
                                         const ParentWalk &Walk) {
  if (Call->isTypeDependent() || Call->isValueDependent() ||
      Call->getNumArgs() == 0 || Facts.HasGoto)
    return std::nullopt;
  ReadOnceSite Site;
  Site.Call = Call;
  Site.Entry = Entry;
  Site.Container = readType(Entry);
  Site.Element = containerElement(Site.Container, IsContainer);
  if (Site.Element.isNull())
    return std::nullopt;
  const QualType Result = canonicalUnqualified(Call->getType());
  if (Result != canonicalUnqualified(Site.Container)) {
    if (isRange(Result))
      return std::nullopt; // already a stream
    Site.TryForm = true;
  }
  Site.Source = classifySource(Call->getArg(0), Entry, Facts);
  if (Site.Source.K == ReadSource::Other)
    return std::nullopt;

  // The read is the loop's range itself.
  if (!Site.TryForm) {
    if ((Site.Loop = Facts.loopOverRange(Call)))
      return Site;
  }
  // Or it initializes a local that is used once, as a loop's range.
  const VarDecl *Var = nullptr;
  DynTypedNode N = DynTypedNode::create(*Call);
  for (int Guard = 0; Guard < 8 && !Var; ++Guard) {
    N = Walk.parent(N);
    if (N.getNodeKind().isNone() || (!N.get<Expr>() && !N.get<VarDecl>()))
      break;
    Var = N.get<VarDecl>();
  }
  if (!Var || !Var->isLocalVarDecl() || !Var->hasLocalStorage() ||
      isa<ParmVarDecl>(Var) || !Var->getInit() ||
      stripArgument(Var->getInit()) != stripArgument(Call) ||
      Var->getType()->isDependentType())
    return std::nullopt;
  Site.Var = Var;
  const Expr *Range = nullptr;
  if (Site.TryForm) {
    Range = onlyValueAccess(Var, Site.Container, Facts, Walk);
  } else {
    llvm::ArrayRef<const DeclRefExpr *> Uses = Facts.usesOf(Var);
    if (Uses.size() == 1 && !Uses[0]->refersToEnclosingVariableOrCapture())
      Range = Uses[0];
  }
  if (!Range || !(Site.Loop = Facts.loopOverRange(Range)) ||
      !runsOncePerDeclaration(Site.Loop, Var, Facts, Walk))
    return std::nullopt;
  return Site;
}

std::string streamingName(const FunctionDecl *Entry, llvm::StringRef Name) {
  const auto *NS = dyn_cast<NamedDecl>(Entry->getDeclContext());
  return NS ? NS->getQualifiedNameAsString() + "::" + Name.str() : Name.str();
}

} // namespace clang::tidy::json

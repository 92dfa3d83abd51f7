//===--- ModelUtils.cpp - clang-tidy --------------------------------------===//

#include "ModelUtils.h"
#include "Contract.h"
#include "Markers.h"
#include "TypeGraph.h"
#include "support/ASTUtils.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"

namespace clang::tidy::json {

QualType taggedType(const FunctionDecl *FD) {
  if (!FD || FD->getNumParams() < 1)
    return {};
  const QualType P = FD->getParamDecl(0)->getType();
  if (const auto *TST = P->getAs<TemplateSpecializationType>())
    if (TST->template_arguments().size() == 1 &&
        TST->template_arguments()[0].getKind() == TemplateArgument::Type)
      return TST->template_arguments()[0].getAsType();
  const auto *CTSD = dyn_cast_or_null<ClassTemplateSpecializationDecl>(
      P->getAsCXXRecordDecl());
  if (CTSD &&
      hasMarker(CTSD->getSpecializedTemplate()->getTemplatedDecl(),
                markers::TypeTag) &&
      CTSD->getTemplateArgs().size() == 1 &&
      CTSD->getTemplateArgs()[0].getKind() == TemplateArgument::Type)
    return CTSD->getTemplateArgs()[0].getAsType();
  return {};
}

const Decl *templateOf(QualType T) {
  if (T.isNull())
    return nullptr;
  if (const auto *TST = T->getAs<TemplateSpecializationType>())
    if (TemplateDecl *TD = TST->getTemplateName().getAsTemplateDecl())
      return TD->getCanonicalDecl();
  if (const auto *CTSD = dyn_cast_or_null<ClassTemplateSpecializationDecl>(
          T->getAsCXXRecordDecl()))
    return CTSD->getSpecializedTemplate()->getCanonicalDecl();
  if (const auto *ICN = T->getAs<InjectedClassNameType>())
    if (const CXXRecordDecl *RD = ICN->getDecl())
      if (const ClassTemplateDecl *CTD = RD->getDescribedClassTemplate())
        return CTD->getCanonicalDecl();
  return nullptr;
}

const FunctionDecl *markedCallee(const CallExpr *Call, llvm::StringRef Marker) {
  if (const FunctionDecl *FD = Call->getDirectCallee())
    return hasMarker(FD, Marker) ? FD : nullptr;
  const auto *ULE =
      dyn_cast_or_null<UnresolvedLookupExpr>(stripArgument(Call->getCallee()));
  if (!ULE)
    return nullptr;
  for (const NamedDecl *ND : ULE->decls()) {
    const NamedDecl *Target = ND->getUnderlyingDecl();
    if (const auto *FTD = dyn_cast<FunctionTemplateDecl>(Target))
      Target = FTD->getTemplatedDecl();
    const auto *FD = dyn_cast<FunctionDecl>(Target);
    if (FD && hasMarker(FD, Marker))
      return FD;
  }
  return nullptr;
}

llvm::SmallVector<QualType, 2> calleeTemplateTypes(const CallExpr *Call) {
  llvm::SmallVector<QualType, 2> Out;
  if (const FunctionDecl *FD = Call->getDirectCallee()) {
    if (const TemplateArgumentList *Args = FD->getTemplateSpecializationArgs())
      for (const TemplateArgument &A : Args->asArray())
        if (A.getKind() == TemplateArgument::Type)
          Out.push_back(A.getAsType());
    return Out;
  }
  if (const auto *ULE = dyn_cast_or_null<UnresolvedLookupExpr>(
          stripArgument(Call->getCallee())))
    for (const TemplateArgumentLoc &A : ULE->template_arguments())
      if (A.getArgument().getKind() == TemplateArgument::Type)
        Out.push_back(A.getArgument().getAsType());
  return Out;
}

const StringLiteral *findString(const Stmt *S) {
  if (!S)
    return nullptr;
  if (const auto *SL = dyn_cast<StringLiteral>(S))
    return SL;
  for (const Stmt *Child : S->children())
    if (const StringLiteral *SL = findString(Child))
      return SL;
  return nullptr;
}

QualType memberTypedef(const CXXRecordDecl *RD, llvm::StringRef Name,
                       ASTContext &Ctx) {
  if (const auto *TD = findMember<TypedefNameDecl>(RD, Name, Ctx))
    return TD->getUnderlyingType();
  return {};
}

QualType converterJsonType(const CXXRecordDecl *Converter, ASTContext &Ctx) {
  if (!Converter || !Converter->hasDefinition())
    return {};
  for (const NamedDecl *ND :
       Converter->getDefinition()->lookup(&Ctx.Idents.get(markers::ToJson))) {
    if (const auto *MD = dyn_cast<CXXMethodDecl>(ND->getUnderlyingDecl()))
      return MD->getReturnType();
    if (const auto *FTD = dyn_cast<FunctionTemplateDecl>(ND))
      return FTD->getTemplatedDecl()->getReturnType();
  }
  return {};
}

std::string qualifiedName(const NamedDecl *D) {
  if (!D)
    return {};
  std::string S;
  llvm::raw_string_ostream OS(S);
  PrintingPolicy Policy(D->getASTContext().getLangOpts());
  Policy.SuppressInlineNamespace = true;
  Policy.SuppressUnwrittenScope = true;
  D->printQualifiedName(OS, Policy);
  return OS.str();
}

} // namespace clang::tidy::json
